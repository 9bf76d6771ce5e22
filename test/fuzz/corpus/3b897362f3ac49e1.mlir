cuda_tile.module @m {
  testing$func @f(%a: tile<i32>) {
    // expected-error @below {{'div_by' divisor must be a positive power of two, got 0}}
    %r = assume #cuda_tile.div_by<0>, %a : tile<i32>
    return
  }
}
