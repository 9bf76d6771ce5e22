cuda_tile.module @m {
  testing$func @f32_modes() -> (tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>) {
    %a = constant <f32: [1.0, -1.0, 1.0, 0x00800001, 5.0, 2.0, 0x7F000000, 0.1]> : tile<8xf32>
    %b = constant <f32: [0x33000000, 0x33000000, 1.0, 0x00800000, 5.0, 0x3FFFFFFE, 0xFF000000, 0.2]> : tile<8xf32>
    %ne = subf %a, %b : tile<8xf32>
    %rz = subf %a, %b rounding<zero> : tile<8xf32>
    %rd = subf %a, %b rounding<negative_inf> : tile<8xf32>
    %ru = subf %a, %b rounding<positive_inf> : tile<8xf32>
    return %ne, %rz, %rd, %ru : tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>
  }
  testing$func @flush() -> (tile<4xf32>, tile<4xf32>, tile<4xf32>) {
    %a = constant <f32: [0x00800001, 0x00000001, 0.0, 0x00000003]> : tile<4xf32>
    %b = constant <f32: [0x00800000, -1.0, 0x00000001, 0x00000003]> : tile<4xf32>
    %plain = subf %a, %b : tile<4xf32>
    %ftz = subf %a, %b flush_to_zero : tile<4xf32>
    %ftz_rd = subf %a, %b rounding<negative_inf> flush_to_zero : tile<4xf32>
    return %plain, %ftz, %ftz_rd : tile<4xf32>, tile<4xf32>, tile<4xf32>
  }
  testing$func @specials() -> (tile<8xf16>, tile<8xf64>) {
    %a = constant <f16: [0x7C00, 0x7C00, -0.0, 0.0, 0x7E00, 0xFC00, 1.0, -65504.0]> : tile<8xf16>
    %b = constant <f16: [0x7C00, 0xFC00, 0.0, 0.0, 1.0, 1.0, 0.0, 0.0]> : tile<8xf16>
    %c = constant <f64: [0x7FF0000000000000, 0x7FF0000000000000, -0.0, 0.0, 0x7FF8000000000000, 0xFFF0000000000000, 1.0, -65504.0]> : tile<8xf64>
    %d = constant <f64: [0x7FF0000000000000, 0xFFF0000000000000, 0.0, 0.0, 1.0, 1.0, 0.0, 0.0]> : tile<8xf64>
    %h = subf %a, %b : tile<8xf16>
    %g = subf %c, %d : tile<8xf64>
    return %h, %g : tile<8xf16>, tile<8xf64>
  }
}
