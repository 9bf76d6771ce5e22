cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf8E4M3FN>, %b: tile<64x64xf8E4M3FN>, %c: tile<64x64xf32>, %sa: tile<64x2xf8E8M0FNU>, %sb: tile<4x64xf8E8M0FNU>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op scale block count of sa (2) and sb (4) must be equal}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf8E4M3FN>, tile<64x64xf8E4M3FN>, tile<64x64xf32>, tile<64x2xf8E8M0FNU>, tile<4x64xf8E8M0FNU>
    return
  }
}
