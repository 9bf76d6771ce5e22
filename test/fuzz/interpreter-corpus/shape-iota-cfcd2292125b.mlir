cuda_tile.module @m {
  testing$func @widths() -> (tile<8xi32>, tile<2xi1>, tile<4xi64>, tile<1xi16>) {
    %a = iota : tile<8xi32>
    %b = iota : tile<2xi1>
    %c = iota : tile<4xi64>
    %d = iota : tile<1xi16>
    return %a, %b, %c, %d : tile<8xi32>, tile<2xi1>, tile<4xi64>, tile<1xi16>
  }
  testing$func @full_i8() -> (tile<16xi8>, tile<16xi8>, tile<16xi8>) {
    %i = iota : tile<256xi8>
    %c0 = constant <i32: 0> : tile<i32>
    %c8 = constant <i32: 8> : tile<i32>
    %c15 = constant <i32: 15> : tile<i32>
    %a = extract %i[%c0] : tile<256xi8> -> tile<16xi8>
    %b = extract %i[%c8] : tile<256xi8> -> tile<16xi8>
    %c = extract %i[%c15] : tile<256xi8> -> tile<16xi8>
    return %a, %b, %c : tile<16xi8>, tile<16xi8>, tile<16xi8>
  }
}
