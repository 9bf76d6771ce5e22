cuda_tile.module @m {
  testing$func @negative_lhs() -> tile<2x1xf32> {
    %a = constant <f4E2M1FN: 6.0> : tile<2x16xf4E2M1FN>
    %b = constant <f4E2M1FN: -0.5> : tile<16x1xf4E2M1FN>
    %c = constant <f32: 0.0> : tile<2x1xf32>
    %sa = constant <f8E4M3FN: [[1.5], [-1.5]]> : tile<2x1xf8E4M3FN>
    %sb = constant <f8E4M3FN: [[2.0]]> : tile<1x1xf8E4M3FN>
    %d = mmaf_scaled %a, %b, %c, %sa, %sb : tile<2x16xf4E2M1FN>, tile<16x1xf4E2M1FN>, tile<2x1xf32>, tile<2x1xf8E4M3FN>, tile<1x1xf8E4M3FN>
    return %d : tile<2x1xf32>
  }
  testing$func @negative_rhs() -> tile<1x2xf32> {
    %a = constant <f4E2M1FN: 6.0> : tile<1x16xf4E2M1FN>
    %b = constant <f4E2M1FN: -0.5> : tile<16x2xf4E2M1FN>
    %c = constant <f32: 0.0> : tile<1x2xf32>
    %sa = constant <f8E4M3FN: [[1.0]]> : tile<1x1xf8E4M3FN>
    %sb = constant <f8E4M3FN: [[2.0, -0.001953125]]> : tile<1x2xf8E4M3FN>
    %d = mmaf_scaled %a, %b, %c, %sa, %sb : tile<1x16xf4E2M1FN>, tile<16x2xf4E2M1FN>, tile<1x2xf32>, tile<1x1xf8E4M3FN>, tile<1x2xf8E4M3FN>
    return %d : tile<1x2xf32>
  }
}
