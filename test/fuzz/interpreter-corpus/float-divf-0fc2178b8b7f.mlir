cuda_tile.module @m {
  testing$func @f32_modes() -> (tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>) {
    %a = constant <f32: [1.0, -1.0, 5.0, 0x00000001, 1.0, 1.0, 0.0, 1.0]> : tile<8xf32>
    %b = constant <f32: [3.0, 3.0, 3.0, 2.0, 0.0, -0.0, 0.0, 0x7F000000]> : tile<8xf32>
    %ne = divf %a, %b : tile<8xf32>
    %rz = divf %a, %b rounding<zero> : tile<8xf32>
    %rd = divf %a, %b rounding<negative_inf> : tile<8xf32>
    %ru = divf %a, %b rounding<positive_inf> : tile<8xf32>
    return %ne, %rz, %rd, %ru : tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>
  }
  testing$func @approx_full() -> (tile<8xf32>, tile<8xf32>) {
    %a = constant <f32: [5.0, 6.0, 1.0, 0x7F800000, -1.0, 1.0, 0.0, 3.0]> : tile<8xf32>
    %b = constant <f32: [3.0, 3.0, 0x7F000000, 0x7F000000, 0x7F3504F3, 0.0, 0.0, 0x7F800000]> : tile<8xf32>
    %approx = divf %a, %b rounding<approx> : tile<8xf32>
    %full = divf %a, %b rounding<full> : tile<8xf32>
    return %approx, %full : tile<8xf32>, tile<8xf32>
  }
  testing$func @flush() -> (tile<4xf32>, tile<4xf32>, tile<4xf32>) {
    %a = constant <f32: [0x00000200, 0x03800000, 0x83800000, 0x35800000]> : tile<4xf32>
    %b = constant <f32: [2.0, 0x44800000, 0x44800000, 0x00000200]> : tile<4xf32>
    %plain = divf %a, %b : tile<4xf32>
    %ftz = divf %a, %b flush_to_zero : tile<4xf32>
    %approx = divf %a, %b rounding<approx> flush_to_zero : tile<4xf32>
    return %plain, %ftz, %approx : tile<4xf32>, tile<4xf32>, tile<4xf32>
  }
  testing$func @narrow_modes() -> (tile<4xf16>, tile<4xf16>, tile<4xf16>, tile<2xf64>, tile<2xf64>) {
    %a = constant <f16: [1.0, -1.0, 1.0, 1.0]> : tile<4xf16>
    %b = constant <f16: [3.0, 3.0, 0x0A00, 2.0]> : tile<4xf16>
    %rz = divf %a, %b rounding<zero> : tile<4xf16>
    %rd = divf %a, %b rounding<negative_inf> : tile<4xf16>
    %ru = divf %a, %b rounding<positive_inf> : tile<4xf16>
    %c = constant <f64: [1.0, -1.0]> : tile<2xf64>
    %d = constant <f64: [3.0, 3.0]> : tile<2xf64>
    %drd = divf %c, %d rounding<negative_inf> : tile<2xf64>
    %dru = divf %c, %d rounding<positive_inf> : tile<2xf64>
    return %rz, %rd, %ru, %drd, %dru : tile<4xf16>, tile<4xf16>, tile<4xf16>, tile<2xf64>, tile<2xf64>
  }
}
