cuda_tile.module @m {
  testing$func @f32_basic() -> tile<2x2xf32> {
    %a = constant <f32: [[1.0, 2.0], [3.0, 4.0]]> : tile<2x2xf32>
    %b = constant <f32: [[5.0, 6.0], [7.0, 8.0]]> : tile<2x2xf32>
    %c = constant <f32: [[0.5, 0.0], [0.0, -1.0]]> : tile<2x2xf32>
    %d = mmaf %a, %b, %c : tile<2x2xf32>, tile<2x2xf32>, tile<2x2xf32>
    return %d : tile<2x2xf32>
  }
  testing$func @f32_order() -> (tile<1x1xf32>, tile<1x1xf32>, tile<1x1xf32>, tile<1x1xf32>, tile<1x1xf32>, tile<1x2xf32>) {
    %ones = constant <f32: [[1.0], [1.0], [1.0], [1.0]]> : tile<4x1xf32>
    %zero = constant <f32: [[0.0]]> : tile<1x1xf32>
    %one = constant <f32: [[1.0]]> : tile<1x1xf32>
    %a0 = constant <f32: [[1.0, 0x33800000, 0x33800000, 0.0]]> : tile<1x4xf32>
    %d0 = mmaf %a0, %ones, %zero : tile<1x4xf32>, tile<4x1xf32>, tile<1x1xf32>
    %a1 = constant <f32: [[0x33800000, 0x33800000, 1.0, 0.0]]> : tile<1x4xf32>
    %d1 = mmaf %a1, %ones, %zero : tile<1x4xf32>, tile<4x1xf32>, tile<1x1xf32>
    %a2 = constant <f32: [[0x33800000, 0x33800000, 0.0, 0.0]]> : tile<1x4xf32>
    %d2 = mmaf %a2, %ones, %one : tile<1x4xf32>, tile<4x1xf32>, tile<1x1xf32>
    %a3 = constant <f32: [[0x3F800001]]> : tile<1x1xf32>
    %b3 = constant <f32: [[0x3F7FFFFE]]> : tile<1x1xf32>
    %m1 = constant <f32: [[-1.0]]> : tile<1x1xf32>
    %d3 = mmaf %a3, %b3, %m1 : tile<1x1xf32>, tile<1x1xf32>, tile<1x1xf32>
    %a4 = constant <f32: [[0x0D800000]]> : tile<1x1xf32>
    %b4 = constant <f32: [[0x2B800000]]> : tile<1x1xf32>
    %d4 = mmaf %a4, %b4, %zero : tile<1x1xf32>, tile<1x1xf32>, tile<1x1xf32>
    %a5 = constant <f32: [[0x7F800000]]> : tile<1x1xf32>
    %b5 = constant <f32: [[1.0, 1.0]]> : tile<1x2xf32>
    %c5 = constant <f32: [[0x7FC00000, 0xFF800000]]> : tile<1x2xf32>
    %d5 = mmaf %a5, %b5, %c5 : tile<1x1xf32>, tile<1x2xf32>, tile<1x2xf32>
    return %d0, %d1, %d2, %d3, %d4, %d5 : tile<1x1xf32>, tile<1x1xf32>, tile<1x1xf32>, tile<1x1xf32>, tile<1x1xf32>, tile<1x2xf32>
  }
  testing$func @f16_inputs() -> (tile<2x2xf32>, tile<2x2xf16>, tile<1x1xf32>, tile<1x1xf16>, tile<1x1xf32>) {
    %a = constant <f16: [[2048.0, 1.0], [256.0, 256.0]]> : tile<2x2xf16>
    %b = constant <f16: [[1.0, 256.0], [1.0, 0.0]]> : tile<2x2xf16>
    %c32 = constant <f32: 0.0> : tile<2x2xf32>
    %c16 = constant <f16: 0.0> : tile<2x2xf16>
    %d32 = mmaf %a, %b, %c32 : tile<2x2xf16>, tile<2x2xf16>, tile<2x2xf32>
    %d16 = mmaf %a, %b, %c16 : tile<2x2xf16>, tile<2x2xf16>, tile<2x2xf16>
    %e = constant <f16: [[0x3C01]]> : tile<1x1xf16>
    %f = constant <f16: [[0x3BFE]]> : tile<1x1xf16>
    %m32 = constant <f32: [[-1.0]]> : tile<1x1xf32>
    %m16 = constant <f16: [[-1.0]]> : tile<1x1xf16>
    %x32 = mmaf %e, %f, %m32 : tile<1x1xf16>, tile<1x1xf16>, tile<1x1xf32>
    %x16 = mmaf %e, %f, %m16 : tile<1x1xf16>, tile<1x1xf16>, tile<1x1xf16>
    %g = constant <f16: [[0x7C00, 1.0]]> : tile<1x2xf16>
    %h = constant <f16: [[0.0], [1.0]]> : tile<2x1xf16>
    %z32 = constant <f32: [[0.0]]> : tile<1x1xf32>
    %n32 = mmaf %g, %h, %z32 : tile<1x2xf16>, tile<2x1xf16>, tile<1x1xf32>
    return %d32, %d16, %x32, %x16, %n32 : tile<2x2xf32>, tile<2x2xf16>, tile<1x1xf32>, tile<1x1xf16>, tile<1x1xf32>
  }
  testing$func @bf16_tf32_inputs() -> (tile<1x1xf32>, tile<1x1xf32>, tile<1x1xf32>) {
    %a = constant <bf16: [[256.0, 1.0]]> : tile<1x2xbf16>
    %b = constant <bf16: [[1.0], [1.0]]> : tile<2x1xbf16>
    %z = constant <f32: [[0.0]]> : tile<1x1xf32>
    %d = mmaf %a, %b, %z : tile<1x2xbf16>, tile<2x1xbf16>, tile<1x1xf32>
    %t = constant <tf32: [[1.0009765625]]> : tile<1x1xtf32>
    %e = mmaf %t, %t, %z : tile<1x1xtf32>, tile<1x1xtf32>, tile<1x1xf32>
    %t4 = constant <tf32: [[1.0009765625, 1.0009765625, 1.0009765625, 0.0]]> : tile<1x4xtf32>
    %t4b = constant <tf32: [[1.0009765625], [1.0009765625], [1.0009765625], [1.0009765625]]> : tile<4x1xtf32>
    %f = mmaf %t4, %t4b, %z : tile<1x4xtf32>, tile<4x1xtf32>, tile<1x1xf32>
    return %d, %e, %f : tile<1x1xf32>, tile<1x1xf32>, tile<1x1xf32>
  }
}
