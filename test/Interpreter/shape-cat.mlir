// cat: r[.., i, ..] = i < A[d] ? a[.., i, ..] : b[.., i - A[d], ..].
// RUN: tilec run %s --entry rank2 | FileCheck %s --check-prefix=R2
// RUN: tilec run %s --entry rank3 | FileCheck %s --check-prefix=R3
// RUN: tilec run %s --entry other_types | FileCheck %s --check-prefix=TYPES

cuda_tile.module @m {
  // R2: result #0: tile<4x2xi32> = {{\[}}[1, 2],
  // R2-NEXT: [3, 4],
  // R2-NEXT: [5, 6],
  // R2-NEXT: [7, 8]]
  // Along dim 1 each row of a is followed by the same row of b.
  // R2: result #1: tile<2x4xi32> = {{\[}}[1, 2, 5, 6],
  // R2-NEXT: [3, 4, 7, 8]]
  // R2: result #2: tile<4xi32> = [1, 2, 5, 6]
  testing$func @rank2() -> (tile<4x2xi32>, tile<2x4xi32>, tile<4xi32>) {
    %a = constant <i32: [[1, 2], [3, 4]]> : tile<2x2xi32>
    %b = constant <i32: [[5, 6], [7, 8]]> : tile<2x2xi32>
    %r0 = cat %a, %b dim = 0 : tile<2x2xi32>, tile<2x2xi32> -> tile<4x2xi32>
    %r1 = cat %a, %b dim = 1 : tile<2x2xi32>, tile<2x2xi32> -> tile<2x4xi32>
    %u = constant <i32: [1, 2]> : tile<2xi32>
    %v = constant <i32: [5, 6]> : tile<2xi32>
    %r2 = cat %u, %v dim = 0 : tile<2xi32>, tile<2xi32> -> tile<4xi32>
    return %r0, %r1, %r2 : tile<4x2xi32>, tile<2x4xi32>, tile<4xi32>
  }

  // a[x, y, z] = 4x + 2y + z (0..7), b = a + 10.
  // dim 1: r[x] = [a[x, 0], b[x, 0]] since A[1] = B[1] = 1.
  // R3: result #0: tile<2x2x2xi32> = {{\[}}{{\[}}[0, 1],
  // R3-NEXT: [10, 11]],
  // R3-EMPTY:
  // R3-NEXT: {{\[}}[4, 5],
  // R3-NEXT: [14, 15]]]
  // dim 2: r[x, y] = a[x, y, :] ++ b[x, y, :].
  // R3: result #1: tile<2x1x4xi32> = {{\[}}{{\[}}[0, 1, 10, 11]],
  // R3-EMPTY:
  // R3-NEXT: {{\[}}[4, 5, 14, 15]]]
  // dim 0: a's block then b's block.
  // R3: result #2: tile<4x1x2xi32> = {{\[}}{{\[}}[0, 1]],
  // R3-EMPTY:
  // R3-NEXT: {{\[}}[4, 5]],
  // R3-EMPTY:
  // R3-NEXT: {{\[}}[10, 11]],
  // R3-EMPTY:
  // R3-NEXT: {{\[}}[14, 15]]]
  testing$func @rank3() -> (tile<2x2x2xi32>, tile<2x1x4xi32>, tile<4x1x2xi32>) {
    %a = constant <i32: [[[0, 1]], [[4, 5]]]> : tile<2x1x2xi32>
    %b = constant <i32: [[[10, 11]], [[14, 15]]]> : tile<2x1x2xi32>
    %r0 = cat %a, %b dim = 1 : tile<2x1x2xi32>, tile<2x1x2xi32> -> tile<2x2x2xi32>
    %r1 = cat %a, %b dim = 2 : tile<2x1x2xi32>, tile<2x1x2xi32> -> tile<2x1x4xi32>
    %r2 = cat %a, %b dim = 0 : tile<2x1x2xi32>, tile<2x1x2xi32> -> tile<4x1x2xi32>
    return %r0, %r1, %r2 : tile<2x2x2xi32>, tile<2x1x4xi32>, tile<4x1x2xi32>
  }

  // TYPES: result #0: tile<2xi1> = [true, false]
  // TYPES: result #1: tile<2x2xf64> = {{\[}}[0.1, -0],
  // TYPES-NEXT: [inf, 0.2]]
  // TYPES: result #2: tile<4xf4E2M1FN> = [1.5, -6, 0.5, -0]
  testing$func @other_types() -> (tile<2xi1>, tile<2x2xf64>, tile<4xf4E2M1FN>) {
    %t = constant <i1: [true]> : tile<1xi1>
    %f = constant <i1: [false]> : tile<1xi1>
    %r0 = cat %t, %f dim = 0 : tile<1xi1>, tile<1xi1> -> tile<2xi1>
    %a = constant <f64: [[0.1], [0x7FF0000000000000]]> : tile<2x1xf64>
    %b = constant <f64: [[-0.0], [0.2]]> : tile<2x1xf64>
    %r1 = cat %a, %b dim = 1 : tile<2x1xf64>, tile<2x1xf64> -> tile<2x2xf64>
    %c = constant <f4E2M1FN: [1.5, -6.0]> : tile<2xf4E2M1FN>
    %d = constant <f4E2M1FN: [0.5, -0.0]> : tile<2xf4E2M1FN>
    %r2 = cat %c, %d dim = 0 : tile<2xf4E2M1FN>, tile<2xf4E2M1FN> -> tile<4xf4E2M1FN>
    return %r0, %r1, %r2 : tile<2xi1>, tile<2x2xf64>, tile<4xf4E2M1FN>
  }
}
