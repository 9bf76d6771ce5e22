cuda_tile.module @m {
  testing$func @f32() -> (tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>) {
    %a = constant <f32: [1.0, 0x7FC00000, 0x7FC00000, -0.0, 0.0, 0xFF800000, 3.0, 2.0]> : tile<8xf32>
    %b = constant <f32: [2.0, 5.0, 0xFFC00001, 0.0, -0.0, -5.0, 0x7F800001, 0xFF800000]> : tile<8xf32>
    %max = maxf %a, %b : tile<8xf32>
    %maxp = maxf %a, %b propagate_nan : tile<8xf32>
    %min = minf %a, %b : tile<8xf32>
    %minp = minf %a, %b propagate_nan : tile<8xf32>
    return %max, %maxp, %min, %minp : tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>
  }
  testing$func @flush() -> (tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32>) {
    %a = constant <f32: [0x00000001, 0x80000001, 0x00000001, 0x80000001]> : tile<4xf32>
    %b = constant <f32: [0x80000001, -0.0, 0.0, 1.0]> : tile<4xf32>
    %max = maxf %a, %b : tile<4xf32>
    %min = minf %a, %b : tile<4xf32>
    %maxf = maxf %a, %b flush_to_zero : tile<4xf32>
    %minf = minf %a, %b propagate_nan flush_to_zero : tile<4xf32>
    return %max, %min, %maxf, %minf : tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32>
  }
  testing$func @other_types() -> (tile<4xf16>, tile<4xf16>, tile<4xbf16>, tile<4xf64>) {
    %a = constant <f16: [65504.0, -0.0, 0x7E00, 0x0001]> : tile<4xf16>
    %b = constant <f16: [0x7C00, 0.0, -1.0, 0.0]> : tile<4xf16>
    %hmax = maxf %a, %b : tile<4xf16>
    %hmin = minf %a, %b propagate_nan : tile<4xf16>
    %c = constant <bf16: [65504.0, -0.0, 0x7FC0, 0x0001]> : tile<4xbf16>
    %d = constant <bf16: [0x7F80, 0.0, -1.0, 0.0]> : tile<4xbf16>
    %bmin = minf %c, %d : tile<4xbf16>
    %e = constant <f64: [65504.0, -0.0, 0x7FF8000000000000, 5.9604644775390625e-08]> : tile<4xf64>
    %f = constant <f64: [0x7FF0000000000000, 0.0, -1.0, 0.0]> : tile<4xf64>
    %dmax = maxf %e, %f propagate_nan : tile<4xf64>
    return %hmax, %hmin, %bmin, %dmax : tile<4xf16>, tile<4xf16>, tile<4xbf16>, tile<4xf64>
  }
}
