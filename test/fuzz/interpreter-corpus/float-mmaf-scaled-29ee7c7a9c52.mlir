cuda_tile.module @m {
  testing$func @ranges() -> (tile<1x1xf32>, tile<1x1xf32>, tile<1x2xf32>, tile<1x1xf32>, tile<1x2xf32>) {
    %a = constant <f8E4M3FN: 1.0> : tile<1x32xf8E4M3FN>
    %b = constant <f8E4M3FN: 1.0> : tile<32x1xf8E4M3FN>
    %z = constant <f32: [[0.0]]> : tile<1x1xf32>
    %big = constant <f8E8M0FNU: [[0xFE]]> : tile<1x1xf8E8M0FNU>
    %small = constant <f8E8M0FNU: [[0x00]]> : tile<1x1xf8E8M0FNU>
    %nan = constant <f8E8M0FNU: [[0xFF]]> : tile<1x1xf8E8M0FNU>
    %d0 = mmaf_scaled %a, %b, %z, %big, %big : tile<1x32xf8E4M3FN>, tile<32x1xf8E4M3FN>, tile<1x1xf32>, tile<1x1xf8E8M0FNU>, tile<1x1xf8E8M0FNU>
    %d1 = mmaf_scaled %a, %b, %z, %big, %small : tile<1x32xf8E4M3FN>, tile<32x1xf8E4M3FN>, tile<1x1xf32>, tile<1x1xf8E8M0FNU>, tile<1x1xf8E8M0FNU>
    %b2 = constant <f8E4M3FN: 1.0> : tile<32x2xf8E4M3FN>
    %c2 = constant <f32: [[1.0, 0.0]]> : tile<1x2xf32>
    %sb2 = constant <f8E8M0FNU: [[0x00, 0x00]]> : tile<1x2xf8E8M0FNU>
    %d2 = mmaf_scaled %a, %b2, %c2, %small, %sb2 : tile<1x32xf8E4M3FN>, tile<32x2xf8E4M3FN>, tile<1x2xf32>, tile<1x1xf8E8M0FNU>, tile<1x2xf8E8M0FNU>
    %d3 = mmaf_scaled %a, %b, %z, %nan, %small : tile<1x32xf8E4M3FN>, tile<32x1xf8E4M3FN>, tile<1x1xf32>, tile<1x1xf8E8M0FNU>, tile<1x1xf8E8M0FNU>
    %fa = constant <f4E2M1FN: 1.0> : tile<1x16xf4E2M1FN>
    %fb = constant <f4E2M1FN: 1.0> : tile<16x2xf4E2M1FN>
    %fc = constant <f32: [[0.0, 0.0]]> : tile<1x2xf32>
    %one = constant <f8E4M3FN: [[1.0]]> : tile<1x1xf8E4M3FN>
    %nans = constant <f8E4M3FN: [[0x7F, 0xFF]]> : tile<1x2xf8E4M3FN>
    %d4 = mmaf_scaled %fa, %fb, %fc, %one, %nans : tile<1x16xf4E2M1FN>, tile<16x2xf4E2M1FN>, tile<1x2xf32>, tile<1x1xf8E4M3FN>, tile<1x2xf8E4M3FN>
    return %d0, %d1, %d2, %d3, %d4 : tile<1x1xf32>, tile<1x1xf32>, tile<1x2xf32>, tile<1x1xf32>, tile<1x2xf32>
  }
  testing$func @batched() -> tile<2x1x1xf32> {
    %a = constant <f8E4M3FN: 1.0> : tile<2x1x32xf8E4M3FN>
    %b = constant <f8E4M3FN: 1.0> : tile<2x32x1xf8E4M3FN>
    %c = constant <f32: [[[0.0]], [[-1.0]]]> : tile<2x1x1xf32>
    %sa = constant <f8E8M0FNU: [[[1.0]], [[2.0]]]> : tile<2x1x1xf8E8M0FNU>
    %sb = constant <f8E8M0FNU: [[[1.0]], [[4.0]]]> : tile<2x1x1xf8E8M0FNU>
    %d = mmaf_scaled %a, %b, %c, %sa, %sb : tile<2x1x32xf8E4M3FN>, tile<2x32x1xf8E4M3FN>, tile<2x1x1xf32>, tile<2x1x1xf8E8M0FNU>, tile<2x1x1xf8E8M0FNU>
    return %d : tile<2x1x1xf32>
  }
}
