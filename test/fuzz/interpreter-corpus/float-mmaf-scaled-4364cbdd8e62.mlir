cuda_tile.module @m {
  testing$func @f8_e8m0() -> (tile<1x1xf32>, tile<2x2xf32>, tile<1x1xf32>) {
    %a = constant <f8E4M3FN: 1.0> : tile<1x32xf8E4M3FN>
    %b = constant <f8E4M3FN: 1.0> : tile<32x1xf8E4M3FN>
    %c = constant <f32: [[1.0]]> : tile<1x1xf32>
    %sa = constant <f8E8M0FNU: [[8.0]]> : tile<1x1xf8E8M0FNU>
    %sb = constant <f8E8M0FNU: [[0.5]]> : tile<1x1xf8E8M0FNU>
    %d0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<1x32xf8E4M3FN>, tile<32x1xf8E4M3FN>, tile<1x1xf32>, tile<1x1xf8E8M0FNU>, tile<1x1xf8E8M0FNU>
    %a1 = constant <f8E4M3FN: 1.0> : tile<2x64xf8E4M3FN>
    %b1 = constant <f8E4M3FN: 1.0> : tile<64x2xf8E4M3FN>
    %c1 = constant <f32: 0.0> : tile<2x2xf32>
    %sa1 = constant <f8E8M0FNU: [[1.0, 4.0], [0.5, 2.0]]> : tile<2x2xf8E8M0FNU>
    %sb1 = constant <f8E8M0FNU: [[1.0, 1.0], [2.0, 0.25]]> : tile<2x2xf8E8M0FNU>
    %d1 = mmaf_scaled %a1, %b1, %c1, %sa1, %sb1 : tile<2x64xf8E4M3FN>, tile<64x2xf8E4M3FN>, tile<2x2xf32>, tile<2x2xf8E8M0FNU>, tile<2x2xf8E8M0FNU>
    %a2 = constant <f8E5M2: 2.0> : tile<1x32xf8E5M2>
    %b2 = constant <f8E5M2: 3.0> : tile<32x1xf8E5M2>
    %z = constant <f32: [[0.0]]> : tile<1x1xf32>
    %sa2 = constant <f8E8M0FNU: [[0.125]]> : tile<1x1xf8E8M0FNU>
    %sb2 = constant <f8E8M0FNU: [[16.0]]> : tile<1x1xf8E8M0FNU>
    %d2 = mmaf_scaled %a2, %b2, %z, %sa2, %sb2 : tile<1x32xf8E5M2>, tile<32x1xf8E5M2>, tile<1x1xf32>, tile<1x1xf8E8M0FNU>, tile<1x1xf8E8M0FNU>
    return %d0, %d1, %d2 : tile<1x1xf32>, tile<2x2xf32>, tile<1x1xf32>
  }
  testing$func @f4() -> (tile<1x1xf32>, tile<1x1xf32>, tile<1x1xf32>, tile<1x1xf32>) {
    %a = constant <f4E2M1FN: 6.0> : tile<1x16xf4E2M1FN>
    %b = constant <f4E2M1FN: -0.5> : tile<16x1xf4E2M1FN>
    %c = constant <f32: [[0.5]]> : tile<1x1xf32>
    %sa = constant <f8E4M3FN: [[1.5]]> : tile<1x1xf8E4M3FN>
    %sb = constant <f8E4M3FN: [[2.0]]> : tile<1x1xf8E4M3FN>
    %d0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<1x16xf4E2M1FN>, tile<16x1xf4E2M1FN>, tile<1x1xf32>, tile<1x1xf8E4M3FN>, tile<1x1xf8E4M3FN>
    %a1 = constant <f4E2M1FN: 0.5> : tile<1x32xf4E2M1FN>
    %b1 = constant <f4E2M1FN: 4.0> : tile<32x1xf4E2M1FN>
    %z = constant <f32: [[0.0]]> : tile<1x1xf32>
    %sa1 = constant <f8E8M0FNU: [[2.0, 0.25]]> : tile<1x2xf8E8M0FNU>
    %sb1 = constant <f8E8M0FNU: [[1.0], [2.0]]> : tile<2x1xf8E8M0FNU>
    %d1 = mmaf_scaled %a1, %b1, %z, %sa1, %sb1 : tile<1x32xf4E2M1FN>, tile<32x1xf4E2M1FN>, tile<1x1xf32>, tile<1x2xf8E8M0FNU>, tile<2x1xf8E8M0FNU>
    %half = constant <f8E8M0FNU: [[0.5]]> : tile<1x1xf8E8M0FNU>
    %d2 = mmaf_scaled %a1, %b1, %z, %half, %half : tile<1x32xf4E2M1FN>, tile<32x1xf4E2M1FN>, tile<1x1xf32>, tile<1x1xf8E8M0FNU>, tile<1x1xf8E8M0FNU>
    %negzero = constant <f8E4M3FN: [[-0.0]]> : tile<1x1xf8E4M3FN>
    %d3 = mmaf_scaled %a, %b, %c, %negzero, %sb : tile<1x16xf4E2M1FN>, tile<16x1xf4E2M1FN>, tile<1x1xf32>, tile<1x1xf8E4M3FN>, tile<1x1xf8E4M3FN>
    return %d0, %d1, %d2, %d3 : tile<1x1xf32>, tile<1x1xf32>, tile<1x1xf32>, tile<1x1xf32>
  }
}
