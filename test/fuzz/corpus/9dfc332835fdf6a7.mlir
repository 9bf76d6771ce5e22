cuda_tile.module @m {
  testing$func @f(%d: tile<8xf64>) {
    // expected-error @below {{'cuda_tile.tanh' op rounding mode approx is only allowed for f32, got 'f64'}}
    %0 = tanh %d rounding<approx> : tile<8xf64>
    return
  }
}
