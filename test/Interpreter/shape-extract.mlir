// extract: indices count slices of the result's size, r[j] = x[i * R + j]; an index past the
// last slice is undefined behaviour (a checked error; unchecked, the index wraps around).
// RUN: tilec run %s --entry slices | FileCheck %s --check-prefix=SLICES
// RUN: tilec run %s --entry dynamic --arg 3 --arg 1 | FileCheck %s --check-prefix=DYN
// RUN: not tilec run %s --entry dynamic --arg 1 --arg 4 2>&1 | FileCheck %s --check-prefix=PAST
// Indices read unsigned: -1 is 4294967295.
// RUN: not tilec run %s --entry dynamic --arg -1 --arg 0 2>&1 | FileCheck %s --check-prefix=NEG
// Unchecked: row slice 5 of 4 wraps to 1, column slice 6 of 4 to 2.
// RUN: tilec run %s --entry dynamic --arg 5 --arg 6 --unchecked | FileCheck %s --check-prefix=WRAP

cuda_tile.module @m {
  // x[r, c] = 8r + c.
  // [1, 2] of 4x2 slices: rows 4..7, columns 4..5.
  // SLICES: result #0: tile<4x2xi32> = {{\[}}[36, 37],
  // SLICES-NEXT: [44, 45],
  // SLICES-NEXT: [52, 53],
  // SLICES-NEXT: [60, 61]]
  // The whole tile is slice [0, 0] of itself.
  // SLICES: result #1: tile<8x8xi32> = {{\[}}[0, 1, 2, 3, 4, 5, 6, 7],
  // SLICES: result #2: tile<1x1xi32> = {{\[}}[63]]
  // Row 6 (slices of one row, all 8 columns).
  // SLICES: result #3: tile<1x8xi32> = {{\[}}[48, 49, 50, 51, 52, 53, 54, 55]]
  // SLICES: result #4: tile<2xf16> = [-inf, nan]
  testing$func @slices() -> (tile<4x2xi32>, tile<8x8xi32>, tile<1x1xi32>, tile<1x8xi32>,
                             tile<2xf16>) {
    %i = iota : tile<64xi32>
    %x = reshape %i : tile<64xi32> -> tile<8x8xi32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %c6 = constant <i32: 6> : tile<i32>
    %c7 = constant <i32: 7> : tile<i32>
    %a = extract %x[%c1, %c2] : tile<8x8xi32> -> tile<4x2xi32>
    %b = extract %x[%c0, %c0] : tile<8x8xi32> -> tile<8x8xi32>
    %c = extract %x[%c7, %c7] : tile<8x8xi32> -> tile<1x1xi32>
    %d = extract %x[%c6, %c0] : tile<8x8xi32> -> tile<1x8xi32>
    %h = constant <f16: [1.0, 2.0, 0xFC00, 0x7E00]> : tile<4xf16>
    %e = extract %h[%c1] : tile<4xf16> -> tile<2xf16>
    return %a, %b, %c, %d, %e
        : tile<4x2xi32>, tile<8x8xi32>, tile<1x1xi32>, tile<1x8xi32>, tile<2xf16>
  }

  // 2x2 slices of the 8x8 tile: 4 slices per dimension.
  // [3, 1]: rows 6..7, columns 2..3.
  // DYN: result #0: tile<2x2xi32> = {{\[}}[50, 51],
  // DYN-NEXT: [58, 59]]
  // PAST: error: extract: index 4 in dimension 1 selects a slice that does not exist (4 slices of size 2) (in tile block (0, 0, 0))
  // NEG: error: extract: index 4294967295 in dimension 0 selects a slice that does not exist (4 slices of size 2) (in tile block (0, 0, 0))
  // [1, 2]: rows 2..3, columns 4..5.
  // WRAP: result #0: tile<2x2xi32> = {{\[}}[20, 21],
  // WRAP-NEXT: [28, 29]]
  testing$func @dynamic(%r: tile<i32>, %c: tile<i32>) -> tile<2x2xi32> {
    %i = iota : tile<64xi32>
    %x = reshape %i : tile<64xi32> -> tile<8x8xi32>
    %s = extract %x[%r, %c] : tile<8x8xi32> -> tile<2x2xi32>
    return %s : tile<2x2xi32>
  }
}
