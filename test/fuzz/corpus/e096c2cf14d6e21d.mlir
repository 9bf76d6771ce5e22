// sa is MxKs and sb KsxN.
cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf8E4M3FN>, %b: tile<64x64xf8E4M3FN>, %c: tile<64x64xf32>, %sa: tile<32x2xf8E8M0FNU>, %sb: tile<2x64xf8E8M0FNU>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op M dimension of sa (32) must equal that of a (64)}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf8E4M3FN>, tile<64x64xf8E4M3FN>, tile<64x64xf32>, tile<32x2xf8E8M0FNU>, tile<2x64xf8E8M0FNU>
    return
  }
}
