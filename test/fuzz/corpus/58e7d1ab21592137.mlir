cuda_tile.module @m {
  testing$func @f(%a: tile<8xi32>) {
    // expected-error @below {{'div_by' group size 'every' must not be negative, got -1}}
    %r = assume div_by<4, every -1 along 0>, %a : tile<8xi32>
    return
  }
}
