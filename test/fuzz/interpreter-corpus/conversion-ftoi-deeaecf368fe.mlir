cuda_tile.module @m {
  testing$func @i64_edge() -> tile<2xi64> {
    %a = constant <f64: [-9223372036854775808.0, 9223372036854775808.0]> : tile<2xf64>
    %r = ftoi %a signed : tile<2xf64> -> tile<2xi64>
    return %r : tile<2xi64>
  }
  testing$func @e8m0_nan() -> tile<2xi32> {
    %a = constant <i8: [127, -1]> : tile<2xi8>
    %e = bitcast %a : tile<2xi8> -> tile<2xf8E8M0FNU>
    %r = ftoi %e unsigned : tile<2xf8E8M0FNU> -> tile<2xi32>
    return %r : tile<2xi32>
  }
  testing$func @e5m2_inf() -> tile<2xi16> {
    %a = constant <i8: [-4, 60]> : tile<2xi8>
    %e = bitcast %a : tile<2xi8> -> tile<2xf8E5M2>
    %r = ftoi %e signed : tile<2xf8E5M2> -> tile<2xi16>
    return %r : tile<2xi16>
  }
  testing$func @undefined_unchecked() -> (tile<4xi32>, tile<4xi8>) {
    %a = constant <f32: [0x7FC00000, 0x7F800000, 0xFF800000, 3.0e9]> : tile<4xf32>
    %0 = ftoi %a signed : tile<4xf32> -> tile<4xi32>
    %b = constant <f32: [-1.0, 1.0e10, 0x7FC00000, 0xFF800000]> : tile<4xf32>
    %1 = ftoi %b unsigned : tile<4xf32> -> tile<4xi8>
    return %0, %1 : tile<4xi32>, tile<4xi8>
  }
}
