cuda_tile.module @m {
  testing$func @f(%h: tile<8xf16>) {
    // expected-error @below {{'cuda_tile.exp' op rounding mode approx is only allowed for f32, got 'f16'}}
    %0 = exp %h rounding<approx> : tile<8xf16>
    return
  }
}
