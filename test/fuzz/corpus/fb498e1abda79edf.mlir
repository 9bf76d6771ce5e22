cuda_tile.module @m {
  testing$func @f(%a: tile<2x16x64xf8E4M3FN>, %b: tile<2x64x8xf8E4M3FN>, %c: tile<2x16x8xf32>, %sa: tile<4x16x2xf8E8M0FNU>, %sb: tile<2x2x8xf8E8M0FNU>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op batch dimensions of sa (4) and sb (2) must equal that of a (2)}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<2x16x64xf8E4M3FN>, tile<2x64x8xf8E4M3FN>, tile<2x16x8xf32>, tile<4x16x2xf8E8M0FNU>, tile<2x2x8xf8E8M0FNU>
    return
  }
}
