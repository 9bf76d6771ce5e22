cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf8E4M3FN>, %b: tile<64x64xf8E4M3FN>, %c: tile<64x64xf32>, %sa: tile<64x2xf8E5M2>, %sb: tile<2x64xf8E5M2>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op scale element type 'f8E5M2' is not supported; expected f8E8M0FNU or f8E4M3FN}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf8E4M3FN>, tile<64x64xf8E4M3FN>, tile<64x64xf32>, tile<64x2xf8E5M2>, tile<2x64xf8E5M2>
    return
  }
}
