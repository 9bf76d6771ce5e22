cuda_tile.module @m {
  testing$func @exti() -> (tile<4xi32>, tile<4xi32>, tile<2xi8>, tile<2xi8>, tile<i64>,
                           tile<i64>) {
    %a = constant <i8: [-1, 127, -128, 0]> : tile<4xi8>
    %0 = exti %a signed : tile<4xi8> -> tile<4xi32>
    %1 = exti %a unsigned : tile<4xi8> -> tile<4xi32>
    %b = constant <i1: [true, false]> : tile<2xi1>
    %2 = exti %b signed : tile<2xi1> -> tile<2xi8>
    %3 = exti %b unsigned : tile<2xi1> -> tile<2xi8>
    %c = constant <i32: -1> : tile<i32>
    %4 = exti %c signed : tile<i32> -> tile<i64>
    %5 = exti %c unsigned : tile<i32> -> tile<i64>
    return %0, %1, %2, %3, %4, %5
        : tile<4xi32>, tile<4xi32>, tile<2xi8>, tile<2xi8>, tile<i64>, tile<i64>
  }
  testing$func @i4() -> (tile<8xi4>, tile<8xi32>, tile<8xi32>, tile<2xi4>, tile<8xi1>) {
    %w = constant <i32: [7, 8, 15, -1, 16, -8, 9, 0]> : tile<8xi32>
    %0 = trunci %w : tile<8xi32> -> tile<8xi4>
    %1 = exti %0 signed : tile<8xi4> -> tile<8xi32>
    %2 = exti %0 unsigned : tile<8xi4> -> tile<8xi32>
    %b = constant <i1: [true, false]> : tile<2xi1>
    %3 = exti %b signed : tile<2xi1> -> tile<2xi4>
    %4 = trunci %0 : tile<8xi4> -> tile<8xi1>
    return %0, %1, %2, %3, %4 : tile<8xi4>, tile<8xi32>, tile<8xi32>, tile<2xi4>, tile<8xi1>
  }
  testing$func @trunci() -> (tile<4xi8>, tile<4xi1>, tile<2xi32>) {
    %a = constant <i32: [256, 383, 128, -129]> : tile<4xi32>
    %0 = trunci %a : tile<4xi32> -> tile<4xi8>
    %b = constant <i32: [1, 2, -1, 3]> : tile<4xi32>
    %1 = trunci %b : tile<4xi32> -> tile<4xi1>
    %c = constant <i64: [4294967301, -9223372036854775808]> : tile<2xi64>
    %2 = trunci %c : tile<2xi64> -> tile<2xi32>
    return %0, %1, %2 : tile<4xi8>, tile<4xi1>, tile<2xi32>
  }
  testing$func @trunci_promises_hold() -> (tile<4xi8>, tile<4xi8>, tile<4xi8>, tile<2xi1>,
                                           tile<2xi1>) {
    %a = constant <i32: [-128, 127, -1, 0]> : tile<4xi32>
    %0 = trunci %a overflow<no_signed_wrap> : tile<4xi32> -> tile<4xi8>
    %b = constant <i32: [255, 0, 128, 200]> : tile<4xi32>
    %1 = trunci %b overflow<no_unsigned_wrap> : tile<4xi32> -> tile<4xi8>
    %c = constant <i32: [0, 100, 127, 1]> : tile<4xi32>
    %2 = trunci %c overflow<no_wrap> : tile<4xi32> -> tile<4xi8>
    %d = constant <i32: [0, -1]> : tile<2xi32>
    %3 = trunci %d overflow<no_signed_wrap> : tile<2xi32> -> tile<2xi1>
    %e = constant <i32: [0, 1]> : tile<2xi32>
    %4 = trunci %e overflow<no_unsigned_wrap> : tile<2xi32> -> tile<2xi1>
    return %0, %1, %2, %3, %4 : tile<4xi8>, tile<4xi8>, tile<4xi8>, tile<2xi1>, tile<2xi1>
  }
  testing$func @trunci_nsw() -> tile<2xi8> {
    %a = constant <i32: [127, 128]> : tile<2xi32>
    %r = trunci %a overflow<no_signed_wrap> : tile<2xi32> -> tile<2xi8>
    return %r : tile<2xi8>
  }
  testing$func @trunci_nuw() -> tile<2xi8> {
    %a = constant <i32: [255, -1]> : tile<2xi32>
    %r = trunci %a overflow<no_unsigned_wrap> : tile<2xi32> -> tile<2xi8>
    return %r : tile<2xi8>
  }
  testing$func @trunci_nw() -> tile<2xi8> {
    %a = constant <i32: [5, -1]> : tile<2xi32>
    %r = trunci %a overflow<no_wrap> : tile<2xi32> -> tile<2xi8>
    return %r : tile<2xi8>
  }
  testing$func @trunci_i1_nsw() -> tile<2x2xi1> {
    %a = constant <i32: [[0, 1], [-1, 0]]> : tile<2x2xi32>
    %r = trunci %a overflow<no_signed_wrap> : tile<2x2xi32> -> tile<2x2xi1>
    return %r : tile<2x2xi1>
  }
  testing$func @broken_unchecked() -> (tile<2xi8>, tile<2xi8>) {
    %a = constant <i32: [127, 128]> : tile<2xi32>
    %0 = trunci %a overflow<no_signed_wrap> : tile<2xi32> -> tile<2xi8>
    %b = constant <i32: [255, -1]> : tile<2xi32>
    %1 = trunci %b overflow<no_unsigned_wrap> : tile<2xi32> -> tile<2xi8>
    return %0, %1 : tile<2xi8>, tile<2xi8>
  }
}
