cuda_tile.module @m {
  testing$func @f8_inputs() -> (tile<2x2xf32>, tile<2x2xf16>, tile<2x2xf32>, tile<2x2xf32>, tile<2x2xf16>, tile<1x2xf32>) {
    %a = constant <f8E4M3FN: [[448.0, 448.0], [0.001953125, 0.0]]> : tile<2x2xf8E4M3FN>
    %b = constant <f8E4M3FN: [[448.0, 0.001953125], [448.0, 0.0]]> : tile<2x2xf8E4M3FN>
    %c32 = constant <f32: 0.0> : tile<2x2xf32>
    %c16 = constant <f16: 0.0> : tile<2x2xf16>
    %d32 = mmaf %a, %b, %c32 : tile<2x2xf8E4M3FN>, tile<2x2xf8E4M3FN>, tile<2x2xf32>
    %d16 = mmaf %a, %b, %c16 : tile<2x2xf8E4M3FN>, tile<2x2xf8E4M3FN>, tile<2x2xf16>
    %dfast = mmaf %a, %b, %c32 fast_acc : tile<2x2xf8E4M3FN>, tile<2x2xf8E4M3FN>, tile<2x2xf32>
    %e = constant <f8E5M2: [[0x7C, 1.0], [57344.0, 57344.0]]> : tile<2x2xf8E5M2>
    %f = constant <f8E5M2: [[0.0, 2.0], [1.0, -2.0]]> : tile<2x2xf8E5M2>
    %e32 = mmaf %e, %f, %c32 : tile<2x2xf8E5M2>, tile<2x2xf8E5M2>, tile<2x2xf32>
    %e16 = mmaf %e, %f, %c16 : tile<2x2xf8E5M2>, tile<2x2xf8E5M2>, tile<2x2xf16>
    %g = constant <f8E4M3FN: [[0x7F, 0xFF]]> : tile<1x2xf8E4M3FN>
    %h = constant <f8E4M3FN: [[1.0, 0.0], [0.0, 1.0]]> : tile<2x2xf8E4M3FN>
    %z = constant <f32: [[0.0, 0.0]]> : tile<1x2xf32>
    %n = mmaf %g, %h, %z : tile<1x2xf8E4M3FN>, tile<2x2xf8E4M3FN>, tile<1x2xf32>
    return %d32, %d16, %dfast, %e32, %e16, %n : tile<2x2xf32>, tile<2x2xf16>, tile<2x2xf32>, tile<2x2xf32>, tile<2x2xf16>, tile<1x2xf32>
  }
  testing$func @f64_inputs() -> (tile<1x1xf64>, tile<1x1xf64>, tile<1x1xf64>) {
    %ones = constant <f64: [[1.0], [1.0], [1.0], [1.0]]> : tile<4x1xf64>
    %z = constant <f64: [[0.0]]> : tile<1x1xf64>
    %a = constant <f64: [[0x3CA0000000000000, 0x3CA0000000000000, 1.0, 0.0]]> : tile<1x4xf64>
    %b = constant <f64: [[1.0, 0x3CA0000000000000, 0x3CA0000000000000, 0.0]]> : tile<1x4xf64>
    %d0 = mmaf %a, %ones, %z : tile<1x4xf64>, tile<4x1xf64>, tile<1x1xf64>
    %d1 = mmaf %b, %ones, %z : tile<1x4xf64>, tile<4x1xf64>, tile<1x1xf64>
    %e = constant <f64: [[0x3FF0000000000001]]> : tile<1x1xf64>
    %f = constant <f64: [[0x3FEFFFFFFFFFFFFE]]> : tile<1x1xf64>
    %m = constant <f64: [[-1.0]]> : tile<1x1xf64>
    %d2 = mmaf %e, %f, %m : tile<1x1xf64>, tile<1x1xf64>, tile<1x1xf64>
    return %d0, %d1, %d2 : tile<1x1xf64>, tile<1x1xf64>, tile<1x1xf64>
  }
  testing$func @batched() -> tile<2x2x2xf32> {
    %a = constant <f32: [[[1.0, 0.0], [0.0, 1.0]], [[1.0, 2.0], [3.0, 4.0]]]> : tile<2x2x2xf32>
    %b = constant <f32: [[[5.0, 6.0], [7.0, 8.0]], [[1.0, 1.0], [1.0, 1.0]]]> : tile<2x2x2xf32>
    %c = constant <f32: [[[0.0, 0.0], [0.0, 0.0]], [[0.5, 0.5], [0.5, 0.5]]]> : tile<2x2x2xf32>
    %d = mmaf %a, %b, %c : tile<2x2x2xf32>, tile<2x2x2xf32>, tile<2x2x2xf32>
    return %d : tile<2x2x2xf32>
  }
  testing$func @big(%a: tile<256x256xf32>, %b: tile<256x256xf32>, %c: tile<256x256xf32>) -> tile<256x256xf32> {
    %d = mmaf %a, %b, %c : tile<256x256xf32>, tile<256x256xf32>, tile<256x256xf32>
    return %d : tile<256x256xf32>
  }
}
