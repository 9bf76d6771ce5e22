cuda_tile.module @m {
  testing$func @mulhii() -> (tile<4xi32>, tile<2xi64>, tile<2xi8>, tile<2xi1>) {
    %a = constant <i32: [-2147483648, -1, 65536, -1]> : tile<4xi32>
    %b = constant <i32: [2, -1, 65536, 2]> : tile<4xi32>
    %0 = mulhii %a, %b : tile<4xi32>
    %c = constant <i64: [-1, 4611686018427387904]> : tile<2xi64>
    %d = constant <i64: [-1, 4]> : tile<2xi64>
    %1 = mulhii %c, %d : tile<2xi64>
    %e = constant <i8: [-56, 127]> : tile<2xi8>
    %f = constant <i8: [-56, 2]> : tile<2xi8>
    %2 = mulhii %e, %f : tile<2xi8>
    %t = constant <i1: [true, false]> : tile<2xi1>
    %u = constant <i1: true> : tile<2xi1>
    %3 = mulhii %t, %u : tile<2xi1>
    return %0, %1, %2, %3 : tile<4xi32>, tile<2xi64>, tile<2xi8>, tile<2xi1>
  }
  testing$func @absi() -> (tile<4xi8>, tile<2xi64>, tile<2xi1>) {
    %a = constant <i8: [-128, -1, 0, 127]> : tile<4xi8>
    %0 = absi %a : tile<4xi8>
    %b = constant <i64: [-9223372036854775808, -9223372036854775807]> : tile<2xi64>
    %1 = absi %b : tile<2xi64>
    %c = constant <i1: [true, false]> : tile<2xi1>
    %2 = absi %c : tile<2xi1>
    return %0, %1, %2 : tile<4xi8>, tile<2xi64>, tile<2xi1>
  }
  testing$func @negi() -> (tile<4xi8>, tile<2xi16>, tile<2xi1>, tile<2xi32>) {
    %a = constant <i8: [-128, -1, 0, 5]> : tile<4xi8>
    %0 = negi %a : tile<4xi8>
    %b = constant <i16: [32767, -32767]> : tile<2xi16>
    %1 = negi %b overflow<no_signed_wrap> : tile<2xi16>
    %c = constant <i1: [true, false]> : tile<2xi1>
    %2 = negi %c : tile<2xi1>
    %z = constant <i32: 0> : tile<2xi32>
    %3 = negi %z overflow<no_wrap> : tile<2xi32>
    return %0, %1, %2, %3 : tile<4xi8>, tile<2xi16>, tile<2xi1>, tile<2xi32>
  }
}
