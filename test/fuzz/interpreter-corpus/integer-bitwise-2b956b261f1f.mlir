cuda_tile.module @m {
  testing$func @bitwise_i8() -> (tile<4xi8>, tile<4xi8>, tile<4xi8>) {
    %a = constant <i8: [12, -1, -128, 15]> : tile<4xi8>
    %b = constant <i8: [10, 85, 1, -16]> : tile<4xi8>
    %0 = andi %a, %b : tile<4xi8>
    %1 = ori %a, %b : tile<4xi8>
    %2 = xori %a, %b : tile<4xi8>
    return %0, %1, %2 : tile<4xi8>, tile<4xi8>, tile<4xi8>
  }
  testing$func @bitwise_i1() -> (tile<4xi1>, tile<4xi1>, tile<4xi1>, tile<4xi1>) {
    %a = constant <i1: [true, true, false, false]> : tile<4xi1>
    %b = constant <i1: [true, false, true, false]> : tile<4xi1>
    %t = constant <i1: true> : tile<4xi1>
    %0 = andi %a, %b : tile<4xi1>
    %1 = ori %a, %b : tile<4xi1>
    %2 = xori %a, %b : tile<4xi1>
    %3 = xori %a, %t : tile<4xi1>
    return %0, %1, %2, %3 : tile<4xi1>, tile<4xi1>, tile<4xi1>, tile<4xi1>
  }
  testing$func @bitwise_i64() -> (tile<2xi64>, tile<2xi64>, tile<2xi64>) {
    %a = constant <i64: [-9223372036854775808, 1099511627776]> : tile<2xi64>
    %b = constant <i64: [-1, 2199023255551]> : tile<2xi64>
    %c = constant <i64: [9223372036854775807, 1099511627776]> : tile<2xi64>
    %0 = andi %a, %b : tile<2xi64>
    %1 = ori %a, %c : tile<2xi64>
    %2 = xori %a, %b : tile<2xi64>
    return %0, %1, %2 : tile<2xi64>, tile<2xi64>, tile<2xi64>
  }
}
