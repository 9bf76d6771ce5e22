cuda_tile.module @m {
  testing$func @f(%a: tile<4x8xi32>) {
    // expected-error @below {{'cuda_tile.assume' op 'div_by' dimension 'along' must be less than the rank 2, got 2}}
    %r = assume div_by<4, every 2 along 2>, %a : tile<4x8xi32>
    return
  }
}
