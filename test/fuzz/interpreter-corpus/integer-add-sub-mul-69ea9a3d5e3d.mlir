cuda_tile.module @m {
  testing$func @wrap_i8() -> (tile<4xi8>, tile<4xi8>, tile<4xi8>) {
    %a = constant <i8: [127, -128, 100, -1]> : tile<4xi8>
    %b = constant <i8: [1, -1, 100, -1]> : tile<4xi8>
    %s = addi %a, %b : tile<4xi8>
    %d = subi %a, %b : tile<4xi8>
    %p = muli %a, %b : tile<4xi8>
    return %s, %d, %p : tile<4xi8>, tile<4xi8>, tile<4xi8>
  }
  testing$func @wrap_i16() -> (tile<4xi16>, tile<4xi16>, tile<4xi16>) {
    %a = constant <i16: [30000, -30000, 256, 1000]> : tile<4xi16>
    %b = constant <i16: [30000, 30000, 256, -1000]> : tile<4xi16>
    %s = addi %a, %b : tile<4xi16>
    %d = subi %a, %b : tile<4xi16>
    %p = muli %a, %b : tile<4xi16>
    return %s, %d, %p : tile<4xi16>, tile<4xi16>, tile<4xi16>
  }
  testing$func @wrap_i64() -> (tile<4xi64>, tile<4xi64>, tile<4xi64>) {
    %a = constant <i64: [9223372036854775807, 4294967296, -9223372036854775808, 3]> : tile<4xi64>
    %b = constant <i64: [1, 4294967296, -1, -5]> : tile<4xi64>
    %s = addi %a, %b : tile<4xi64>
    %d = subi %a, %b : tile<4xi64>
    %p = muli %a, %b : tile<4xi64>
    return %s, %d, %p : tile<4xi64>, tile<4xi64>, tile<4xi64>
  }
  testing$func @wrap_i1() -> (tile<4xi1>, tile<4xi1>, tile<4xi1>) {
    %a = constant <i1: [true, false, true, false]> : tile<4xi1>
    %b = constant <i1: [true, true, false, false]> : tile<4xi1>
    %s = addi %a, %b : tile<4xi1>
    %d = subi %a, %b : tile<4xi1>
    %p = muli %a, %b : tile<4xi1>
    return %s, %d, %p : tile<4xi1>, tile<4xi1>, tile<4xi1>
  }
  testing$func @promises_hold() -> (tile<i8>, tile<i8>, tile<i8>, tile<i8>, tile<i8>, tile<i8>,
                                    tile<4xi32>, tile<4xi32>, tile<4xi32>) {
    %m1 = constant <i8: -1> : tile<i8>
    %zero = constant <i8: 0> : tile<i8>
    %one = constant <i8: 1> : tile<i8>
    %two = constant <i8: 2> : tile<i8>
    %max = constant <i8: 127> : tile<i8>
    %min = constant <i8: -128> : tile<i8>
    %c64 = constant <i8: 64> : tile<i8>
    %0 = addi %m1, %one overflow<no_signed_wrap> : tile<i8>
    %1 = addi %max, %one overflow<no_unsigned_wrap> : tile<i8>
    %2 = subi %zero, %one overflow<no_signed_wrap> : tile<i8>
    %3 = subi %min, %one overflow<no_unsigned_wrap> : tile<i8>
    %4 = muli %m1, %m1 overflow<no_signed_wrap> : tile<i8>
    %5 = muli %c64, %two overflow<no_unsigned_wrap> : tile<i8>
    %a = constant <i32: [30, 50, 6, -2147483648]> : tile<4xi32>
    %b = constant <i32: [2, 20, 5, 0]> : tile<4xi32>
    %s = addi %a, %b overflow<no_wrap> : tile<4xi32>
    %d = subi %a, %b overflow<no_wrap> : tile<4xi32>
    %p = muli %a, %b overflow<no_wrap> : tile<4xi32>
    return %0, %1, %2, %3, %4, %5, %s, %d, %p
        : tile<i8>, tile<i8>, tile<i8>, tile<i8>, tile<i8>, tile<i8>, tile<4xi32>, tile<4xi32>,
          tile<4xi32>
  }
}
