cuda_tile.module @m {
  testing$func @f(%a: tile<8xi32>) {
    // expected-error @below {{'same_elements' group size of dimension 0 must not be negative, got -2}}
    %r = assume same_elements<[-2]>, %a : tile<8xi32>
    return
  }
}
