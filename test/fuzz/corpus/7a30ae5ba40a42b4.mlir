cuda_tile.module @m {
  testing$func @f(%a: tile<i32>) {
    // expected-error @below {{'div_by' divisor must be a positive power of two, got 12}}
    %r = assume div_by<12>, %a : tile<i32>
    return
  }
}
