cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf4E2M1FN>, %b: tile<64x64xf4E2M1FN>, %c: tile<64x64xf32>, %sa: tile<64x2xf8E4M3FN>, %sb: tile<2x64xf8E4M3FN>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op block size K / Ks = 64 / 2 = 32 must be 16 for 'f4E2M1FN' inputs with 'f8E4M3FN' scales}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf4E2M1FN>, tile<64x64xf4E2M1FN>, tile<64x64xf32>, tile<64x2xf8E4M3FN>, tile<2x64xf8E4M3FN>
    return
  }
}
