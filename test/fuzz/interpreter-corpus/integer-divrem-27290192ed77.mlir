cuda_tile.module @m {
  testing$func @divi_signed() -> (tile<8xi32>, tile<8xi32>, tile<8xi32>, tile<i64>, tile<i64>,
                                  tile<i64>) {
    %a = constant <i32: [7, -7, 7, -7, 6, -6, 0, -2147483648]> : tile<8xi32>
    %b = constant <i32: [2, 2, -2, -2, 3, 3, 5, 1]> : tile<8xi32>
    %0 = divi %a, %b signed : tile<8xi32>
    %1 = divi %a, %b signed rounding<positive_inf> : tile<8xi32>
    %2 = divi %a, %b signed rounding<negative_inf> : tile<8xi32>
    %c = constant <i64: -9223372036854775808> : tile<i64>
    %d = constant <i64: 3> : tile<i64>
    %3 = divi %c, %d signed rounding<zero> : tile<i64>
    %4 = divi %c, %d signed rounding<positive_inf> : tile<i64>
    %5 = divi %c, %d signed rounding<negative_inf> : tile<i64>
    return %0, %1, %2, %3, %4, %5
        : tile<8xi32>, tile<8xi32>, tile<8xi32>, tile<i64>, tile<i64>, tile<i64>
  }
  testing$func @divi_unsigned() -> (tile<4xi8>, tile<4xi8>, tile<2xi64>, tile<2xi8>) {
    %a = constant <i8: [7, -1, -7, 0]> : tile<4xi8>
    %b = constant <i8: [2, 2, -2, 3]> : tile<4xi8>
    %0 = divi %a, %b unsigned : tile<4xi8>
    %1 = divi %a, %b unsigned rounding<positive_inf> : tile<4xi8>
    %c = constant <i64: -1> : tile<2xi64>
    %d = constant <i64: [2, 1]> : tile<2xi64>
    %2 = divi %c, %d unsigned rounding<positive_inf> : tile<2xi64>
    %min = constant <i8: -128> : tile<2xi8>
    %m1 = constant <i8: -1> : tile<2xi8>
    %3 = divi %min, %m1 unsigned : tile<2xi8>
    return %0, %1, %2, %3 : tile<4xi8>, tile<4xi8>, tile<2xi64>, tile<2xi8>
  }
  testing$func @remi() -> (tile<8xi32>, tile<4xi8>, tile<2xi64>) {
    %a = constant <i32: [7, -7, 7, -7, 6, -2147483648, 0, 5]> : tile<8xi32>
    %b = constant <i32: [3, 3, -3, -3, 3, 2, 7, 2147483647]> : tile<8xi32>
    %0 = remi %a, %b signed : tile<8xi32>
    %c = constant <i8: [7, -1, -7, 5]> : tile<4xi8>
    %d = constant <i8: [3, 16, -2, -1]> : tile<4xi8>
    %1 = remi %c, %d unsigned : tile<4xi8>
    %e = constant <i64: -9223372036854775808> : tile<2xi64>
    %f = constant <i64: 3> : tile<2xi64>
    %2 = remi %e, %f signed : tile<2xi64>
    return %0, %1, %2 : tile<8xi32>, tile<4xi8>, tile<2xi64>
  }
  testing$func @narrow() -> (tile<2xi1>, tile<2xi1>, tile<2xi1>, tile<2xi16>, tile<2xi16>) {
    %a = constant <i1: [false, false]> : tile<2xi1>
    %t = constant <i1: true> : tile<2xi1>
    %u = constant <i1: [true, false]> : tile<2xi1>
    %0 = divi %a, %t signed rounding<negative_inf> : tile<2xi1>
    %1 = divi %u, %t unsigned rounding<positive_inf> : tile<2xi1>
    %2 = remi %u, %t unsigned : tile<2xi1>
    %x = constant <i16: -32768> : tile<2xi16>
    %y = constant <i16: 3> : tile<2xi16>
    %3 = divi %x, %y signed rounding<negative_inf> : tile<2xi16>
    %4 = remi %x, %y signed : tile<2xi16>
    return %0, %1, %2, %3, %4 : tile<2xi1>, tile<2xi1>, tile<2xi1>, tile<2xi16>, tile<2xi16>
  }
  testing$func @divi_by_zero() -> tile<2x2xi32> {
    %a = constant <i32: [[1, 2], [3, 4]]> : tile<2x2xi32>
    %b = constant <i32: [[1, 1], [0, 1]]> : tile<2x2xi32>
    %r = divi %a, %b signed : tile<2x2xi32>
    return %r : tile<2x2xi32>
  }
  testing$func @divi_min_by_minus_one() -> tile<4xi32> {
    %a = constant <i32: [-2147483648, -2147483647, -2147483648, 0]> : tile<4xi32>
    %b = constant <i32: [1, -1, -1, -1]> : tile<4xi32>
    %r = divi %a, %b signed rounding<positive_inf> : tile<4xi32>
    return %r : tile<4xi32>
  }
  testing$func @divi_i1() -> tile<2xi1> {
    %a = constant <i1: [false, true]> : tile<2xi1>
    %b = constant <i1: true> : tile<2xi1>
    %r = divi %a, %b signed : tile<2xi1>
    return %r : tile<2xi1>
  }
  testing$func @divi_unsigned_by_zero() -> tile<i64> {
    %a = constant <i64: 5> : tile<i64>
    %b = constant <i64: 0> : tile<i64>
    %r = divi %a, %b unsigned rounding<positive_inf> : tile<i64>
    return %r : tile<i64>
  }
}
