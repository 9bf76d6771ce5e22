cuda_tile.module @m {
  testing$func @f(%a: tile<4x8xi32>) {
    // expected-error @below {{'cuda_tile.assume' op 'same_elements' needs one group size per dimension: expected 2, got 1}}
    %r = assume same_elements<[4]>, %a : tile<4x8xi32>
    return
  }
}
