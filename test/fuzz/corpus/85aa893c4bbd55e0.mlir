// e4m3 scales only go with f4 inputs.
cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf8E4M3FN>, %b: tile<64x64xf8E4M3FN>, %c: tile<64x64xf32>, %sa: tile<64x4xf8E4M3FN>, %sb: tile<4x64xf8E4M3FN>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op scale element type 'f8E4M3FN' is not allowed with 'f8E4M3FN' inputs; expected f8E8M0FNU}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf8E4M3FN>, tile<64x64xf8E4M3FN>, tile<64x64xf32>, tile<64x4xf8E4M3FN>, tile<4x64xf8E4M3FN>
    return
  }
}
