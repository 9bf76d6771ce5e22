// approx and full are f32-only on divf.
cuda_tile.module @m {
  testing$func @f(%h: tile<8xf16>) {
    // expected-error @below {{'cuda_tile.divf' op rounding mode approx is only allowed for f32, got 'f16'}}
    %0 = divf %h, %h rounding<approx> : tile<8xf16>
    return
  }
}
