cuda_tile.module @m {
  testing$func @f32_modes() -> (tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>) {
    %a = constant <f32: [0x3F800001, 0xBF800001, 0x0D800000, 0x8D800000, 3.0, 0x5F800000, 0x3F800800, 0.1]> : tile<8xf32>
    %b = constant <f32: [0x3F800001, 0x3F800001, 0x0D800000, 0x0D800000, 1.0, 0x5F800000, 0x3F7FF000, 10.0]> : tile<8xf32>
    %ne = mulf %a, %b : tile<8xf32>
    %rz = mulf %a, %b rounding<zero> : tile<8xf32>
    %rd = mulf %a, %b rounding<negative_inf> : tile<8xf32>
    %ru = mulf %a, %b rounding<positive_inf> : tile<8xf32>
    return %ne, %rz, %rd, %ru : tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>
  }
  testing$func @flush() -> (tile<4xf32>, tile<4xf32>) {
    %a = constant <f32: [0x1C800000, 0x9C800000, 0x00000001, 0x80000001]> : tile<4xf32>
    %b = constant <f32: [0x1C800000, 0x1C800000, 0x71800000, 0x71800000]> : tile<4xf32>
    %plain = mulf %a, %b : tile<4xf32>
    %ftz = mulf %a, %b flush_to_zero : tile<4xf32>
    return %plain, %ftz : tile<4xf32>, tile<4xf32>
  }
  testing$func @narrow_modes() -> (tile<8xf16>, tile<8xf16>, tile<8xf16>, tile<8xf16>,
                                   tile<2xbf16>, tile<2xbf16>, tile<2xf64>, tile<2xf64>) {
    %a = constant <f16: [0x3C01, 0xBC01, 0x0C00, 0x0800, 300.0, 1.0, 1.0, 1.0]> : tile<8xf16>
    %b = constant <f16: [0x3C01, 0x3C01, 0x0C00, 0x0C00, 300.0, 1.0, 1.0, 1.0]> : tile<8xf16>
    %ne = mulf %a, %b : tile<8xf16>
    %rz = mulf %a, %b rounding<zero> : tile<8xf16>
    %rd = mulf %a, %b rounding<negative_inf> : tile<8xf16>
    %ru = mulf %a, %b rounding<positive_inf> : tile<8xf16>
    %c = constant <bf16: [0x3F81, 0x1C80]> : tile<2xbf16>
    %bne = mulf %c, %c : tile<2xbf16>
    %bru = mulf %c, %c rounding<positive_inf> : tile<2xbf16>
    %d = constant <f64: [0x3FF0000000000001, 0x3FF0000000000001]> : tile<2xf64>
    %e = constant <f64: [0x3FF0000000000001, 0xBFF0000000000001]> : tile<2xf64>
    %dru = mulf %d, %e rounding<positive_inf> : tile<2xf64>
    %drz = mulf %d, %e rounding<zero> : tile<2xf64>
    return %ne, %rz, %rd, %ru, %bne, %bru, %dru, %drz
        : tile<8xf16>, tile<8xf16>, tile<8xf16>, tile<8xf16>, tile<2xbf16>, tile<2xbf16>,
          tile<2xf64>, tile<2xf64>
  }
  testing$func @specials() -> tile<8xbf16> {
    %a = constant <bf16: [0.0, -0.0, -2.0, 0x7F80, 0x7FC0, 0.0, -0.0, -0.0]> : tile<8xbf16>
    %b = constant <bf16: [0x7F80, 5.0, -3.0, -1.0, 0.0, 1.0, 1.0, -1.0]> : tile<8xbf16>
    %r = mulf %a, %b : tile<8xbf16>
    return %r : tile<8xbf16>
  }
}
