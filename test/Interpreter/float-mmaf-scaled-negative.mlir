// A negative f8E4M3FN scale in mmaf_scaled gives undefined values (§3.4, §1.5), which is not
// undefined behaviour: no error in either mode. Every result d[i,j] whose sum takes a negative
// scale from row i of lhs_scale or column j of rhs_scale is NaN, the recognisable undefined
// value; the others are exact. -0 is not negative.
// RUN: tilec run %s --entry negative_lhs | FileCheck %s --check-prefix=LHS
// RUN: tilec run %s --entry negative_lhs --unchecked | FileCheck %s --check-prefix=LHS
// RUN: tilec run %s --entry negative_rhs | FileCheck %s --check-prefix=RHS
// RUN: tilec run %s --entry batched | FileCheck %s --check-prefix=BATCH

cuda_tile.module @m {
  // Row 0 is 16·(6·1.5)·(-0.5·2) = -144; row 1 has the scale -1.5.
  // LHS: result #0: tile<2x1xf32> = {{\[}}[-144],
  // LHS-NEXT:  [nan]]
  testing$func @negative_lhs() -> tile<2x1xf32> {
    %a = constant <f4E2M1FN: 6.0> : tile<2x16xf4E2M1FN>
    %b = constant <f4E2M1FN: -0.5> : tile<16x1xf4E2M1FN>
    %c = constant <f32: 0.0> : tile<2x1xf32>
    %sa = constant <f8E4M3FN: [[1.5], [-1.5]]> : tile<2x1xf8E4M3FN>
    %sb = constant <f8E4M3FN: [[2.0]]> : tile<1x1xf8E4M3FN>
    %d = mmaf_scaled %a, %b, %c, %sa, %sb : tile<2x16xf4E2M1FN>, tile<16x1xf4E2M1FN>, tile<2x1xf32>, tile<2x1xf8E4M3FN>, tile<1x1xf8E4M3FN>
    return %d : tile<2x1xf32>
  }

  // Column 0 is 16·(6·1)·(-0.5·2) = -96; column 1 has the scale -2^-9. The undefined byte
  // 0xCD that the interpreter puts in unspecified values is such a scale (-6.5), so this is what
  // a partial scale tile loaded without padding gives in its out-of-bounds columns.
  // RHS: result #0: tile<1x2xf32> = {{\[}}[-96, nan]]
  testing$func @negative_rhs() -> tile<1x2xf32> {
    %a = constant <f4E2M1FN: 6.0> : tile<1x16xf4E2M1FN>
    %b = constant <f4E2M1FN: -0.5> : tile<16x2xf4E2M1FN>
    %c = constant <f32: 0.0> : tile<1x2xf32>
    %sa = constant <f8E4M3FN: [[1.0]]> : tile<1x1xf8E4M3FN>
    %sb = constant <f8E4M3FN: [[2.0, -0.001953125]]> : tile<1x2xf8E4M3FN>
    %d = mmaf_scaled %a, %b, %c, %sa, %sb : tile<1x16xf4E2M1FN>, tile<16x2xf4E2M1FN>, tile<1x2xf32>, tile<1x1xf8E4M3FN>, tile<1x2xf8E4M3FN>
    return %d : tile<1x2xf32>
  }

  // Batch 0: the scale -0 is not negative, every product is (1·1)·(1·-0) = -0 and 0 + -0 = 0.
  // Batch 1: lhs_scale -1 makes its only result undefined.
  // BATCH: result #0: tile<2x1x1xf32> = {{\[\[}}[0]],
  // BATCH-EMPTY:
  // BATCH-NEXT:  {{\[\[}}nan]]]
  testing$func @batched() -> tile<2x1x1xf32> {
    %a = constant <f4E2M1FN: 1.0> : tile<2x1x16xf4E2M1FN>
    %b = constant <f4E2M1FN: 1.0> : tile<2x16x1xf4E2M1FN>
    %c = constant <f32: 0.0> : tile<2x1x1xf32>
    %sa = constant <f8E4M3FN: [[[1.0]], [[-1.0]]]> : tile<2x1x1xf8E4M3FN>
    %sb = constant <f8E4M3FN: [[[-0.0]], [[1.0]]]> : tile<2x1x1xf8E4M3FN>
    %d = mmaf_scaled %a, %b, %c, %sa, %sb : tile<2x1x16xf4E2M1FN>, tile<2x16x1xf4E2M1FN>, tile<2x1x1xf32>, tile<2x1x1xf8E4M3FN>, tile<2x1x1xf8E4M3FN>
    return %d : tile<2x1x1xf32>
  }
}
