cuda_tile.module @m {
  testing$func @f(%a: tile<4x8xi32>) {
    // expected-error @below {{'cuda_tile.assume' op 'div_by' group size 'every' must not exceed the size 4 of dimension 0, got 8}}
    %r = assume div_by<4, every 8 along 0>, %a : tile<4x8xi32>
    return
  }
}
