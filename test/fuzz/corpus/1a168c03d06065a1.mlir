cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xf8E4M3FN>, %b: tile<32x16xf8E4M3FN>, %c: tile<16x16xf32>,
                  %sa: tile<16x1xfnv8E5M3FNU>, %sb: tile<1x16xfnv8E5M3FNU>) -> tile<16x16xf32> {
    %d = mmaf_scaled %a, %b, %c, %sa, %sb : tile<16x32xf8E4M3FN>, tile<32x16xf8E4M3FN>, tile<16x16xf32>, tile<16x1xfnv8E5M3FNU>, tile<1x16xfnv8E5M3FNU>
    return %d : tile<16x16xf32>
  }
}
