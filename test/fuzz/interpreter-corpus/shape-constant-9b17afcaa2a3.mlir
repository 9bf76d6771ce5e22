cuda_tile.module @nans {
  testing$func @nan_bits() -> (tile<2xf8E4M3FN>, tile<2xtf32>) {
    %a = constant <f8E4M3FN: [0x7F, 0xFF]> : tile<2xf8E4M3FN>
    %b = constant <tf32: [1.5, 0x3FE00]> : tile<2xtf32>
    return %a, %b : tile<2xf8E4M3FN>, tile<2xtf32>
  }
}
