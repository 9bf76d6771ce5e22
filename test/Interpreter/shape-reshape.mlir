// reshape: linearise row-major, refill row-major.
// RUN: tilec run %s --entry shapes | FileCheck %s --check-prefix=SHAPES
// RUN: tilec run %s --entry scalars | FileCheck %s --check-prefix=SCALARS

cuda_tile.module @m {
  // SHAPES: result #0: tile<4x2xi32> = {{\[}}[0, 1],
  // SHAPES-NEXT: [2, 3],
  // SHAPES-NEXT: [4, 5],
  // SHAPES-NEXT: [6, 7]]
  // SHAPES: result #1: tile<2x2x2xi32> = {{\[}}{{\[}}[0, 1],
  // SHAPES-NEXT: [2, 3]],
  // SHAPES-EMPTY:
  // SHAPES-NEXT: {{\[}}[4, 5],
  // SHAPES-NEXT: [6, 7]]]
  // 2x4 -> 8 -> 4x2 keeps the row-major order: [[0, 1, 2, 3], [4, 5, 6, 7]] becomes the pairs.
  // SHAPES: result #2: tile<8xi32> = [0, 1, 2, 3, 4, 5, 6, 7]
  // SHAPES: result #3: tile<1x8xf16> = {{\[}}[1, 2, 3, 4, 5, 6, 7, 8]]
  testing$func @shapes() -> (tile<4x2xi32>, tile<2x2x2xi32>, tile<8xi32>, tile<1x8xf16>) {
    %i = iota : tile<8xi32>
    %m = reshape %i : tile<8xi32> -> tile<2x4xi32>
    %a = reshape %m : tile<2x4xi32> -> tile<4x2xi32>
    %b = reshape %a : tile<4x2xi32> -> tile<2x2x2xi32>
    %c = reshape %b : tile<2x2x2xi32> -> tile<8xi32>
    %h = constant <f16: [[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : tile<2x4xf16>
    %d = reshape %h : tile<2x4xf16> -> tile<1x8xf16>
    return %a, %b, %c, %d : tile<4x2xi32>, tile<2x2x2xi32>, tile<8xi32>, tile<1x8xf16>
  }

  // Rank 0 <-> all-ones shapes.
  // SCALARS: result #0: tile<1x1xf32> = {{\[}}[2.5]]
  // SCALARS: result #1: tile<i1> = true
  // SCALARS: result #2: tile<1x1x1xf8E5M2> = {{\[}}{{\[}}[-57344]]]
  testing$func @scalars() -> (tile<1x1xf32>, tile<i1>, tile<1x1x1xf8E5M2>) {
    %s = constant <f32: 2.5> : tile<f32>
    %a = reshape %s : tile<f32> -> tile<1x1xf32>
    %t = constant <i1: [true]> : tile<1xi1>
    %b = reshape %t : tile<1xi1> -> tile<i1>
    %e = constant <f8E5M2: [[-57344.0]]> : tile<1x1xf8E5M2>
    %c = reshape %e : tile<1x1xf8E5M2> -> tile<1x1x1xf8E5M2>
    return %a, %b, %c : tile<1x1xf32>, tile<i1>, tile<1x1x1xf8E5M2>
  }
}
