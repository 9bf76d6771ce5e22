cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf8E4M3FN>, %b: tile<64x64xf8E4M3FN>, %c: tile<64x64xf16>, %sa: tile<64x2xf8E8M0FNU>, %sb: tile<2x64xf8E8M0FNU>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op accumulator element type must be f32, got 'f16'}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf8E4M3FN>, tile<64x64xf8E4M3FN>, tile<64x64xf16>, tile<64x2xf8E8M0FNU>, tile<2x64xf8E8M0FNU>
    return
  }
}
