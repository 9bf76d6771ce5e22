// permute: r[i0, ..., in-1] = x[j] with j[p[k]] = i[k], so R[k] = S[p[k]].
// RUN: tilec run %s --entry transpose | FileCheck %s --check-prefix=T
// RUN: tilec run %s --entry rank3 | FileCheck %s --check-prefix=R3

cuda_tile.module @m {
  // T: result #0: tile<4x2xi32> = {{\[}}[0, 4],
  // T-NEXT: [1, 5],
  // T-NEXT: [2, 6],
  // T-NEXT: [3, 7]]
  // The identity permutation.
  // T: result #1: tile<2x4xi32> = {{\[}}[0, 1, 2, 3],
  // T-NEXT: [4, 5, 6, 7]]
  // Pointers and bf16 move like any element.
  // T: result #2: tile<2x2xbf16> = {{\[}}[1, 3],
  // T-NEXT: [2, -inf]]
  testing$func @transpose() -> (tile<4x2xi32>, tile<2x4xi32>, tile<2x2xbf16>) {
    %i = iota : tile<8xi32>
    %x = reshape %i : tile<8xi32> -> tile<2x4xi32>
    %a = permute %x [1, 0] : tile<2x4xi32> -> tile<4x2xi32>
    %b = permute %x [0, 1] : tile<2x4xi32> -> tile<2x4xi32>
    %h = constant <bf16: [[1.0, 2.0], [3.0, 0xFF80]]> : tile<2x2xbf16>
    %c = permute %h [1, 0] : tile<2x2xbf16> -> tile<2x2xbf16>
    return %a, %b, %c : tile<4x2xi32>, tile<2x4xi32>, tile<2x2xbf16>
  }

  // x = iota reshaped to 2x2x4, so x[a, b, c] = 8a + 4b + c.
  // [2, 0, 1]: R = [4, 2, 2] and r[i0, i1, i2] = x[i1, i2, i0] = 8*i1 + 4*i2 + i0.
  // R3: result #0: tile<4x2x2xi32> = {{\[}}{{\[}}[0, 4],
  // R3-NEXT: [8, 12]],
  // R3-EMPTY:
  // R3-NEXT: {{\[}}[1, 5],
  // R3-NEXT: [9, 13]],
  // R3-EMPTY:
  // R3-NEXT: {{\[}}[2, 6],
  // R3-NEXT: [10, 14]],
  // R3-EMPTY:
  // R3-NEXT: {{\[}}[3, 7],
  // R3-NEXT: [11, 15]]]
  // [0, 2, 1]: R = [2, 4, 2] and r[i0, i1, i2] = x[i0, i2, i1] = 8*i0 + 4*i2 + i1.
  // R3: result #1: tile<2x4x2xi32> = {{\[}}{{\[}}[0, 4],
  // R3-NEXT: [1, 5],
  // R3-NEXT: [2, 6],
  // R3-NEXT: [3, 7]],
  // R3-EMPTY:
  // R3-NEXT: {{\[}}[8, 12],
  // R3-NEXT: [9, 13],
  // R3-NEXT: [10, 14],
  // R3-NEXT: [11, 15]]]
  // [1, 2, 0]: R = [2, 4, 2] and r[i0, i1, i2] = x[i2, i0, i1] = 8*i2 + 4*i0 + i1.
  // R3: result #2: tile<2x4x2xi32> = {{\[}}{{\[}}[0, 8],
  // R3-NEXT: [1, 9],
  // R3-NEXT: [2, 10],
  // R3-NEXT: [3, 11]],
  // R3-EMPTY:
  // R3-NEXT: {{\[}}[4, 12],
  // R3-NEXT: [5, 13],
  // R3-NEXT: [6, 14],
  // R3-NEXT: [7, 15]]]
  testing$func @rank3() -> (tile<4x2x2xi32>, tile<2x4x2xi32>, tile<2x4x2xi32>) {
    %i = iota : tile<16xi32>
    %x = reshape %i : tile<16xi32> -> tile<2x2x4xi32>
    %a = permute %x [2, 0, 1] : tile<2x2x4xi32> -> tile<4x2x2xi32>
    %b = permute %x [0, 2, 1] : tile<2x2x4xi32> -> tile<2x4x2xi32>
    %c = permute %x [1, 2, 0] : tile<2x2x4xi32> -> tile<2x4x2xi32>
    return %a, %b, %c : tile<4x2x2xi32>, tile<2x4x2xi32>, tile<2x4x2xi32>
  }
}
