cuda_tile.module @m {
  testing$func @f(%a: tile<4x8xi32>) {
    // expected-error @below {{'cuda_tile.assume' op 'same_elements' group size of dimension 1 must not exceed its size 8, got 16}}
    %r = assume same_elements<[1, 16]>, %a : tile<4x8xi32>
    return
  }
}
