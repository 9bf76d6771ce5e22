cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf4E2M1FN>, %b: tile<64x64xf4E2M1FN>, %c: tile<64x64xf32>, %sa: tile<64x1xf8E8M0FNU>, %sb: tile<1x64xf8E8M0FNU>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op block size K / Ks = 64 / 1 = 64 must be 16 or 32 for 'f4E2M1FN' inputs with 'f8E8M0FNU' scales}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf4E2M1FN>, tile<64x64xf4E2M1FN>, tile<64x64xf32>, tile<64x1xf8E8M0FNU>, tile<1x64xf8E8M0FNU>
    return
  }
}
