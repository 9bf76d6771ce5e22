cuda_tile.module @m {
  testing$func @f32_modes() -> (tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>) {
    %a = constant <f32: [1.0, -1.0, 0x3F800001, 1.5, 0x7F7FFFFF, 0xFF7FFFFF, 1.0, 3.0]> : tile<8xf32>
    %b = constant <f32: [0x33800000, 0xB3800000, 0x33800000, -1.5, 0x7F7FFFFF, 0xFF7FFFFF, 0x21800000, 0x34000000]> : tile<8xf32>
    %ne = addf %a, %b : tile<8xf32>
    %rz = addf %a, %b rounding<zero> : tile<8xf32>
    %rd = addf %a, %b rounding<negative_inf> : tile<8xf32>
    %ru = addf %a, %b rounding<positive_inf> : tile<8xf32>
    return %ne, %rz, %rd, %ru : tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>
  }
  testing$func @f32_flush() -> (tile<8xf32>, tile<8xf32>, tile<8xf32>) {
    %a = constant <f32: [0x00000001, 0x00400000, 0x00C00000, 0x00800000, 0x80000001, 1.0, 0.0, 0x00000001]> : tile<8xf32>
    %b = constant <f32: [0.0, 0x00400000, 0x80800000, 0x80C00000, 0.0, 0x00000001, 0.0, 0x80000001]> : tile<8xf32>
    %plain = addf %a, %b : tile<8xf32>
    %ftz = addf %a, %b flush_to_zero : tile<8xf32>
    %ftz_rd = addf %a, %b rounding<negative_inf> flush_to_zero : tile<8xf32>
    return %plain, %ftz, %ftz_rd : tile<8xf32>, tile<8xf32>, tile<8xf32>
  }
  testing$func @f16_modes() -> (tile<8xf16>, tile<8xf16>, tile<8xf16>, tile<8xf16>) {
    %a = constant <f16: [1.0, 0x3C01, -1.0, 65504.0, 65504.0, 1.0, 0x0400, 3.0]> : tile<8xf16>
    %b = constant <f16: [0x1000, 0x1000, 0x9000, 16.0, 32.0, -1.0, 0x8200, 0x0001]> : tile<8xf16>
    %ne = addf %a, %b : tile<8xf16>
    %rz = addf %a, %b rounding<zero> : tile<8xf16>
    %rd = addf %a, %b rounding<negative_inf> : tile<8xf16>
    %ru = addf %a, %b rounding<positive_inf> : tile<8xf16>
    return %ne, %rz, %rd, %ru : tile<8xf16>, tile<8xf16>, tile<8xf16>, tile<8xf16>
  }
  testing$func @bf16_modes() -> (tile<4xbf16>, tile<4xbf16>, tile<4xbf16>, tile<4xbf16>) {
    %a = constant <bf16: [1.0, 0x3F81, -1.0, 3.0]> : tile<4xbf16>
    %b = constant <bf16: [0x3B80, 0x3B80, 0xBB80, 0x0008]> : tile<4xbf16>
    %ne = addf %a, %b : tile<4xbf16>
    %rz = addf %a, %b rounding<zero> : tile<4xbf16>
    %rd = addf %a, %b rounding<negative_inf> : tile<4xbf16>
    %ru = addf %a, %b rounding<positive_inf> : tile<4xbf16>
    return %ne, %rz, %rd, %ru : tile<4xbf16>, tile<4xbf16>, tile<4xbf16>, tile<4xbf16>
  }
  testing$func @f64_modes() -> (tile<4xf64>, tile<4xf64>, tile<4xf64>, tile<4xf64>) {
    %a = constant <f64: [1.0, -1.0, 1.0, 2.5]> : tile<4xf64>
    %b = constant <f64: [0x3CA0000000000000, 0xBCA0000000000000, 0x0000000000000001, -2.5]> : tile<4xf64>
    %ne = addf %a, %b : tile<4xf64>
    %rz = addf %a, %b rounding<zero> : tile<4xf64>
    %rd = addf %a, %b rounding<negative_inf> : tile<4xf64>
    %ru = addf %a, %b rounding<positive_inf> : tile<4xf64>
    return %ne, %rz, %rd, %ru : tile<4xf64>, tile<4xf64>, tile<4xf64>, tile<4xf64>
  }
  testing$func @specials() -> (tile<8xf32>, tile<8xf32>) {
    %a = constant <f32: [0.0, -0.0, 0x7F800000, 0xFF800000, 0x7F800000, 0x7FC00000, 1.0, 0x7F800000]> : tile<8xf32>
    %b = constant <f32: [-0.0, -0.0, 1.0, 1.0, 0xFF800000, 1.0, 0xFFC00000, 0x7F800000]> : tile<8xf32>
    %ne = addf %a, %b : tile<8xf32>
    %rd = addf %a, %b rounding<negative_inf> : tile<8xf32>
    return %ne, %rd : tile<8xf32>, tile<8xf32>
  }
}
