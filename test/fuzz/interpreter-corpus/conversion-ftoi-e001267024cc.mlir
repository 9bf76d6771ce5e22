cuda_tile.module @m {
  testing$func @to_i32() -> (tile<8xi32>, tile<4xi32>, tile<2xi32>) {
    %a = constant <f32: [1.9, -1.9, -0.0, 2147483520.0, -2147483648.0, 0.5, -0.99, 100.5]>
        : tile<8xf32>
    %0 = ftoi %a signed : tile<8xf32> -> tile<8xi32>
    %b = constant <f32: [4294967040.0, -0.5, 3.99, 2147483648.0]> : tile<4xf32>
    %1 = ftoi %b unsigned : tile<4xf32> -> tile<4xi32>
    %c = constant <f64: [-2147483648.9, 2147483647.9]> : tile<2xf64>
    %2 = ftoi %c signed : tile<2xf64> -> tile<2xi32>
    return %0, %1, %2 : tile<8xi32>, tile<4xi32>, tile<2xi32>
  }
  testing$func @to_i64() -> (tile<2xi64>, tile<2xi64>, tile<2xi64>) {
    %a = constant <f64: [-9223372036854775808.0, 9223372036854774784.0]> : tile<2xf64>
    %0 = ftoi %a signed : tile<2xf64> -> tile<2xi64>
    %b = constant <f64: [18446744073709549568.0, 1.0e19]> : tile<2xf64>
    %1 = ftoi %b unsigned : tile<2xf64> -> tile<2xi64>
    %c = constant <bf16: [4611686018427387904.0, -9223372036854775808.0]> : tile<2xbf16>
    %2 = ftoi %c signed : tile<2xbf16> -> tile<2xi64>
    return %0, %1, %2 : tile<2xi64>, tile<2xi64>, tile<2xi64>
  }
  testing$func @narrow_types() -> (tile<2xi8>, tile<2xi16>, tile<4xi1>, tile<2xi1>) {
    %a = constant <f16: [127.5, -128.9]> : tile<2xf16>
    %0 = ftoi %a signed : tile<2xf16> -> tile<2xi8>
    %b = constant <f16: [65504.0, 0.3]> : tile<2xf16>
    %1 = ftoi %b unsigned : tile<2xf16> -> tile<2xi16>
    %c = constant <f32: [-1.0, 0.5, -1.5, -0.7]> : tile<4xf32>
    %2 = ftoi %c signed : tile<4xf32> -> tile<4xi1>
    %d = constant <f32: [1.99, 0.99]> : tile<2xf32>
    %3 = ftoi %d unsigned : tile<2xf32> -> tile<2xi1>
    return %0, %1, %2, %3 : tile<2xi8>, tile<2xi16>, tile<4xi1>, tile<2xi1>
  }
  testing$func @small_formats() -> (tile<4xi16>, tile<4xi8>, tile<4xi32>, tile<2xi32>) {
    %a = constant <f8E4M3FN: [448.0, -448.0, 0.001953125, -1.5]> : tile<4xf8E4M3FN>
    %0 = ftoi %a signed : tile<4xf8E4M3FN> -> tile<4xi16>
    %b = constant <f4E2M1FN: [6.0, -0.5, 1.5, -6.0]> : tile<4xf4E2M1FN>
    %1 = ftoi %b signed : tile<4xf4E2M1FN> -> tile<4xi8>
    %c = constant <i8: [-119, 0, -98, 127]> : tile<4xi8>
    %e8 = bitcast %c : tile<4xi8> -> tile<4xf8E8M0FNU>
    %2 = ftoi %e8 unsigned : tile<4xf8E8M0FNU> -> tile<4xi32>
    %d = constant <f32: [1000.7, -3.5]> : tile<2xf32>
    %t = ftof %d : tile<2xf32> -> tile<2xtf32>
    %3 = ftoi %t signed : tile<2xtf32> -> tile<2xi32>
    return %0, %1, %2, %3 : tile<4xi16>, tile<4xi8>, tile<4xi32>, tile<2xi32>
  }
  testing$func @nan() -> tile<2xi32> {
    %a = constant <f32: [1.0, 0x7FC00000]> : tile<2xf32>
    %r = ftoi %a signed : tile<2xf32> -> tile<2xi32>
    return %r : tile<2xi32>
  }
  testing$func @inf() -> tile<2xi32> {
    %a = constant <f32: [0x7F800000, 1.0]> : tile<2xf32>
    %r = ftoi %a signed : tile<2xf32> -> tile<2xi32>
    return %r : tile<2xi32>
  }
  testing$func @too_big() -> tile<2xi32> {
    %a = constant <f32: [2147483520.0, 2147483648.0]> : tile<2xf32>
    %r = ftoi %a signed : tile<2xf32> -> tile<2xi32>
    return %r : tile<2xi32>
  }
  testing$func @negative_unsigned() -> tile<2xi32> {
    %a = constant <f32: [-0.9, -1.0]> : tile<2xf32>
    %r = ftoi %a unsigned : tile<2xf32> -> tile<2xi32>
    return %r : tile<2xi32>
  }
  testing$func @below_i8() -> tile<2x2xi8> {
    %a = constant <f32: [[1.0, 2.0], [-128.9, -129.5]]> : tile<2x2xf32>
    %r = ftoi %a signed : tile<2x2xf32> -> tile<2x2xi8>
    return %r : tile<2x2xi8>
  }
  testing$func @above_u8() -> tile<i8> {
    %a = constant <f32: 256.0> : tile<f32>
    %r = ftoi %a unsigned : tile<f32> -> tile<i8>
    return %r : tile<i8>
  }
  testing$func @i1_signed() -> tile<2xi1> {
    %a = constant <f32: [-1.0, 1.0]> : tile<2xf32>
    %r = ftoi %a signed : tile<2xf32> -> tile<2xi1>
    return %r : tile<2xi1>
  }
}
