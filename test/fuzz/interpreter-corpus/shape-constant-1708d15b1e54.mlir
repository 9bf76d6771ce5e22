cuda_tile.module @m {
  testing$func @floats() -> (tile<4xf32>, tile<2xf64>, tile<bf16>) {
    %a = constant <f32: [0.1, -0.0, 1.5, 0x7F800000]> : tile<4xf32>
    %b = constant <f64: 0.30000000000000004> : tile<2xf64>
    %c = constant <bf16: 3.14> : tile<bf16>
    return %a, %b, %c : tile<4xf32>, tile<2xf64>, tile<bf16>
  }
  testing$func @integers() -> (tile<2x4xi8>, tile<i1>, tile<2xi64>) {
    %a = constant <i8: [[1, -2, 127, 3], [-128, 0, 5, 0xFF]]> : tile<2x4xi8>
    %b = constant <i1: true> : tile<i1>
    %c = constant <i64: [-9223372036854775808, 9223372036854775807]> : tile<2xi64>
    return %a, %b, %c : tile<2x4xi8>, tile<i1>, tile<2xi64>
  }
  testing$func @small_floats() -> (tile<4xf8E4M3FN>, tile<2xf4E2M1FN>) {
    %a = constant <f8E4M3FN: [448.0, 0.5, -3.0, 0.001953125]> : tile<4xf8E4M3FN>
    %b = constant <f4E2M1FN: [6.0, -0.5]> : tile<2xf4E2M1FN>
    return %a, %b : tile<4xf8E4M3FN>, tile<2xf4E2M1FN>
  }
}
