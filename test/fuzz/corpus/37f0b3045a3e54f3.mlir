// Block size V = K / Ks per input and scale type.
cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf8E4M3FN>, %b: tile<64x64xf8E4M3FN>, %c: tile<64x64xf32>, %sa: tile<64x4xf8E8M0FNU>, %sb: tile<4x64xf8E8M0FNU>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op block size K / Ks = 64 / 4 = 16 must be 32 for 'f8E4M3FN' inputs with 'f8E8M0FNU' scales}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf8E4M3FN>, tile<64x64xf8E4M3FN>, tile<64x64xf32>, tile<64x4xf8E8M0FNU>, tile<4x64xf8E8M0FNU>
    return
  }
}
