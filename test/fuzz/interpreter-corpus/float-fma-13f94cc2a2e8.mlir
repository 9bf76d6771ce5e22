cuda_tile.module @m {
  testing$func @f32_modes() -> (tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>) {
    %a = constant <f32: [0x3F800001, 1.0, 0x3F800001, 1.0, 0x7F800000, 0x7F7FFFFF, -0.0, 0.0]> : tile<8xf32>
    %b = constant <f32: [0x3F7FFFFE, 1.0, 0x3F800001, -1.0, 0.0, 2.0, 1.0, 1.0]> : tile<8xf32>
    %c = constant <f32: [-1.0, 0x33800000, 0.0, 1.0, 1.0, 0xFF7FFFFF, -0.0, -0.0]> : tile<8xf32>
    %ne = fma %a, %b, %c : tile<8xf32>
    %rz = fma %a, %b, %c rounding<zero> : tile<8xf32>
    %rd = fma %a, %b, %c rounding<negative_inf> : tile<8xf32>
    %ru = fma %a, %b, %c rounding<positive_inf> : tile<8xf32>
    %p = mulf %a, %b : tile<8xf32>
    %unfused = addf %p, %c : tile<8xf32>
    return %ne, %rz, %rd, %ru, %unfused : tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>
  }
  testing$func @flush() -> (tile<4xf32>, tile<4xf32>) {
    %a = constant <f32: [0x1C800000, 1.0, 0x00000001, 0x9C800000]> : tile<4xf32>
    %b = constant <f32: [0x1C800000, 1.0, 0x71800000, 0x1C800000]> : tile<4xf32>
    %c = constant <f32: [0.0, 0x00000001, 0.0, 0.0]> : tile<4xf32>
    %plain = fma %a, %b, %c rounding<positive_inf> : tile<4xf32>
    %ftz = fma %a, %b, %c rounding<positive_inf> flush_to_zero : tile<4xf32>
    return %plain, %ftz : tile<4xf32>, tile<4xf32>
  }
  testing$func @narrow() -> (tile<2xf16>, tile<2xf16>, tile<2xbf16>, tile<2xf64>) {
    %a = constant <f16: [0x3C01, 1.0]> : tile<2xf16>
    %b = constant <f16: [0x3BFE, 1.0]> : tile<2xf16>
    %c = constant <f16: [-1.0, 0x1000]> : tile<2xf16>
    %hne = fma %a, %b, %c : tile<2xf16>
    %hru = fma %a, %b, %c rounding<positive_inf> : tile<2xf16>
    %d = constant <bf16: [0x3F81, 1.0]> : tile<2xbf16>
    %e = constant <bf16: [0x3F7E, 1.0]> : tile<2xbf16>
    %f = constant <bf16: [-1.0, 0x3B80]> : tile<2xbf16>
    %bne = fma %d, %e, %f : tile<2xbf16>
    %g = constant <f64: [0x3FF0000000000001, 1.0]> : tile<2xf64>
    %h = constant <f64: [0x3FEFFFFFFFFFFFFE, 1.0]> : tile<2xf64>
    %i = constant <f64: [-1.0, 0x3CA0000000000000]> : tile<2xf64>
    %dru = fma %g, %h, %i rounding<positive_inf> : tile<2xf64>
    return %hne, %hru, %bne, %dru : tile<2xf16>, tile<2xf16>, tile<2xbf16>, tile<2xf64>
  }
}
