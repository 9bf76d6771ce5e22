cuda_tile.module @m {
  testing$func @to_f32() -> (tile<8xf32>, tile<4xf32>, tile<f32>) {
    %a = constant <i32: [16777217, 16777219, -1, -2147483648, 2147483647, 0, -16777217,
                         33554434]> : tile<8xi32>
    %0 = itof %a signed : tile<8xi32> -> tile<8xf32>
    %b = constant <i32: [-1, -2147483648, 16777217, 1]> : tile<4xi32>
    %1 = itof %b unsigned : tile<4xi32> -> tile<4xf32>
    %c = constant <i64: 1152921573326323713> : tile<i64>
    %2 = itof %c signed : tile<i64> -> tile<f32>
    return %0, %1, %2 : tile<8xf32>, tile<4xf32>, tile<f32>
  }
  testing$func @to_f64() -> (tile<4xf64>, tile<f64>, tile<2xf64>) {
    %a = constant <i64: [9007199254740993, -9007199254740995, 9223372036854775807,
                         -9223372036854775808]> : tile<4xi64>
    %0 = itof %a signed : tile<4xi64> -> tile<4xf64>
    %b = constant <i64: -1> : tile<i64>
    %1 = itof %b unsigned : tile<i64> -> tile<f64>
    %c = constant <i8: [-1, -128]> : tile<2xi8>
    %2 = itof %c unsigned : tile<2xi8> -> tile<2xf64>
    return %0, %1, %2 : tile<4xf64>, tile<f64>, tile<2xf64>
  }
  testing$func @to_narrow() -> (tile<4xf16>, tile<4xbf16>, tile<4xtf32>) {
    %a = constant <i32: [65519, 65520, 70000, -65520]> : tile<4xi32>
    %0 = itof %a signed : tile<4xi32> -> tile<4xf16>
    %b = constant <i32: [257, 259, -1, 255]> : tile<4xi32>
    %1 = itof %b unsigned : tile<4xi32> -> tile<4xbf16>
    %c = constant <i32: [2049, 2051, -1, 16777217]> : tile<4xi32>
    %2 = itof %c signed : tile<4xi32> -> tile<4xtf32>
    return %0, %1, %2 : tile<4xf16>, tile<4xbf16>, tile<4xtf32>
  }
  testing$func @to_small() -> (tile<4xf8E4M3FN>, tile<4xf8E4M3FN>, tile<4xf8E5M2>,
                               tile<4xf4E2M1FN>) {
    %a = constant <i8: [100, 127, -128, 17]> : tile<4xi8>
    %0 = itof %a signed : tile<4xi8> -> tile<4xf8E4M3FN>
    %b = constant <i16: [1000, -1000, 464, 0]> : tile<4xi16>
    %1 = itof %b signed : tile<4xi16> -> tile<4xf8E4M3FN>
    %c = constant <i32: [30000, 100000, -100000, 61440]> : tile<4xi32>
    %2 = itof %c signed : tile<4xi32> -> tile<4xf8E5M2>
    %d = constant <i32: [5, 7, -100, 3]> : tile<4xi32>
    %3 = itof %d signed : tile<4xi32> -> tile<4xf4E2M1FN>
    return %0, %1, %2, %3 : tile<4xf8E4M3FN>, tile<4xf8E4M3FN>, tile<4xf8E5M2>, tile<4xf4E2M1FN>
  }
  testing$func @from_i1() -> (tile<2xf32>, tile<2xf32>, tile<2xf8E4M3FN>) {
    %a = constant <i1: [true, false]> : tile<2xi1>
    %0 = itof %a signed : tile<2xi1> -> tile<2xf32>
    %1 = itof %a unsigned : tile<2xi1> -> tile<2xf32>
    %2 = itof %a signed : tile<2xi1> -> tile<2xf8E4M3FN>
    return %0, %1, %2 : tile<2xf32>, tile<2xf32>, tile<2xf8E4M3FN>
  }
}
