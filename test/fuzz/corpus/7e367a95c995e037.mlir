// mmaf_scaled: f8/f4 inputs, e8m0/e4m3 scales, f32 accumulator.
cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf16>, %b: tile<64x64xf16>, %c: tile<64x64xf32>, %sa: tile<64x2xf8E8M0FNU>, %sb: tile<2x64xf8E8M0FNU>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op input element type 'f16' is not supported; expected f8E4M3FN, f8E5M2 or f4E2M1FN}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32>, tile<64x2xf8E8M0FNU>, tile<2x64xf8E8M0FNU>
    return
  }
}
