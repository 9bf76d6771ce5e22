// A negative f8E4M3FN scale in mmaf_scaled gives undefined values (§1.5): checked mode reports
// it, naming the scale operand and element; unchecked mode scales by the negative value.
// RUN: not tilec run %s --entry negative_lhs 2>&1 | FileCheck %s --check-prefix=LHS
// RUN: not tilec run %s --entry negative_rhs 2>&1 | FileCheck %s --check-prefix=RHS
// RUN: tilec run %s --entry negative_lhs --unchecked | FileCheck %s --check-prefix=UNCHECKED

cuda_tile.module @m {
  // LHS: float-mmaf-scaled-errors.mlir:[[@LINE+10]]:10: error: mmaf_scaled: negative f8E4M3FN scale -1.5 in lhs_scale at element [1, 0] (the results are undefined) (in tile block (0, 0, 0))
  // Unchecked: row 0 is 16·(6·1.5)·(-0.5·2) = -144, row 1 with the scale -1.5 gives 144.
  // UNCHECKED: result #0: tile<2x1xf32> = {{\[}}[-144],
  // UNCHECKED-NEXT:  [144]]
  testing$func @negative_lhs() -> tile<2x1xf32> {
    %a = constant <f4E2M1FN: 6.0> : tile<2x16xf4E2M1FN>
    %b = constant <f4E2M1FN: -0.5> : tile<16x1xf4E2M1FN>
    %c = constant <f32: 0.0> : tile<2x1xf32>
    %sa = constant <f8E4M3FN: [[1.5], [-1.5]]> : tile<2x1xf8E4M3FN>
    %sb = constant <f8E4M3FN: [[2.0]]> : tile<1x1xf8E4M3FN>
    %d = mmaf_scaled %a, %b, %c, %sa, %sb : tile<2x16xf4E2M1FN>, tile<16x1xf4E2M1FN>, tile<2x1xf32>, tile<2x1xf8E4M3FN>, tile<1x1xf8E4M3FN>
    return %d : tile<2x1xf32>
  }

  // RHS: float-mmaf-scaled-errors.mlir:[[@LINE+7]]:10: error: mmaf_scaled: negative f8E4M3FN scale -0.002 in rhs_scale at element [0, 1]
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
