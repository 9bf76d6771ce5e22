cuda_tile.module @m {
  testing$func @f(%b: tile<8xbf16>) {
    // expected-error @below {{'cuda_tile.sqrt' op rounding mode approx is only allowed for f32, got 'bf16'}}
    %0 = sqrt %b rounding<approx> : tile<8xbf16>
    return
  }
}
