cuda_tile.module @m {
  testing$func @f(%d: tile<8xf64>) {
    // expected-error @below {{'cuda_tile.divf' op rounding mode full is only allowed for f32, got 'f64'}}
    %0 = divf %d, %d rounding<full> : tile<8xf64>
    return
  }
}
