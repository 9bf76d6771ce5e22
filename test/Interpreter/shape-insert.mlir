// insert (Tile IR 13.4, generic form): the destination with the subtile the indices select
// replaced by the source; indices count subtiles of the source's shape and read unsigned. An
// index past the last subtile is undefined behaviour (checked: an error; unchecked, the index
// wraps around, as for extract).
// RUN: tilec run %s --entry subtiles | FileCheck %s --check-prefix=SUB
// RUN: tilec run %s --entry dynamic --arg 3 --arg 1 | FileCheck %s --check-prefix=DYN
// RUN: not tilec run %s --entry dynamic --arg 1 --arg 4 2>&1 | FileCheck %s --check-prefix=PAST
// RUN: not tilec run %s --entry dynamic --arg -1 --arg 0 2>&1 | FileCheck %s --check-prefix=NEG
// Unchecked: row subtile 5 of 4 wraps to 1, column subtile 6 of 4 to 2.
// RUN: tilec run %s --entry dynamic --arg 5 --arg 6 --unchecked | FileCheck %s --check-prefix=WRAP

cuda_tile.module @m {
  // The addendum's example: [0..7] with [99, 99, 99, 99] at subtile 1.
  // SUB: result #0: tile<8xi32> = [0, 1, 2, 3, 99, 99, 99, 99]
  // 2x4 subtile [1, 1] of a 4x8 tile of zeros: rows 2..3, columns 4..7 hold 1..8.
  // SUB: result #1: tile<4x8xi32> = {{\[}}[0, 0, 0, 0, 0, 0, 0, 0],
  // SUB-NEXT: [0, 0, 0, 0, 0, 0, 0, 0],
  // SUB-NEXT: [0, 0, 0, 0, 1, 2, 3, 4],
  // SUB-NEXT: [0, 0, 0, 0, 5, 6, 7, 8]]
  // extract(insert(dst, src, i), i) == src.
  // SUB: result #2: tile<2x4xi32> = {{\[}}[1, 2, 3, 4],
  // SUB-NEXT: [5, 6, 7, 8]]
  // A whole-tile source replaces everything; f16 keeps its encodings (-inf, NaN).
  // SUB: result #3: tile<2xf16> = [-inf, nan]
  // i1 elements: subtile 3 of 1-element subtiles.
  // SUB: result #4: tile<4xi1> = [false, false, false, true]
  testing$func @subtiles() -> (tile<8xi32>, tile<4x8xi32>, tile<2x4xi32>, tile<2xf16>,
                               tile<4xi1>) {
    %dst = iota : tile<8xi32>
    %src = constant <i32: 99> : tile<4xi32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %a = "cuda_tile.insert"(%src, %dst, %c1) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<8xi32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<8xi32>
    %zero = constant <i32: 0> : tile<4x8xi32>
    %s = constant <i32: [[1, 2, 3, 4], [5, 6, 7, 8]]> : tile<2x4xi32>
    %b = "cuda_tile.insert"(%s, %zero, %c1, %c1) : (!cuda_tile.tile<2x4xi32>, !cuda_tile.tile<4x8xi32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<4x8xi32>
    %back = extract %b[%c1, %c1] : tile<4x8xi32> -> tile<2x4xi32>
    %h = constant <f16: [1.0, 2.0]> : tile<2xf16>
    %hs = constant <f16: [0xFC00, 0x7E00]> : tile<2xf16>
    %e = "cuda_tile.insert"(%hs, %h, %c0) : (!cuda_tile.tile<2xf16>, !cuda_tile.tile<2xf16>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<2xf16>
    %f = constant <i1: [0, 0, 0, 0]> : tile<4xi1>
    %t = constant <i1: [1]> : tile<1xi1>
    %g = "cuda_tile.insert"(%t, %f, %c3) : (!cuda_tile.tile<1xi1>, !cuda_tile.tile<4xi1>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<4xi1>
    return %a, %b, %back, %e, %g : tile<8xi32>, tile<4x8xi32>, tile<2x4xi32>, tile<2xf16>, tile<4xi1>
  }

  // 2x2 subtiles of an 8x8 tile of -1: 4 subtiles per dimension.
  // [3, 1]: rows 6..7, columns 2..3.
  // DYN: result #0: tile<8x8xi32> = {{\[}}[-1, -1, -1, -1, -1, -1, -1, -1],
  // DYN-COUNT-5: [-1, -1, -1, -1, -1, -1, -1, -1],
  // DYN-NEXT: [-1, -1, 10, 11, -1, -1, -1, -1],
  // DYN-NEXT: [-1, -1, 12, 13, -1, -1, -1, -1]]
  // PAST: error: insert: index 4 in dimension 1 selects a subtile that does not exist (4 subtiles of size 2) (in tile block (0, 0, 0))
  // NEG: error: insert: index 4294967295 in dimension 0 selects a subtile that does not exist (4 subtiles of size 2) (in tile block (0, 0, 0))
  // [1, 2]: rows 2..3, columns 4..5.
  // WRAP: result #0: tile<8x8xi32> = {{\[}}[-1, -1, -1, -1, -1, -1, -1, -1],
  // WRAP-NEXT: [-1, -1, -1, -1, -1, -1, -1, -1],
  // WRAP-NEXT: [-1, -1, -1, -1, 10, 11, -1, -1],
  // WRAP-NEXT: [-1, -1, -1, -1, 12, 13, -1, -1],
  // WRAP-NEXT: [-1, -1, -1, -1, -1, -1, -1, -1],
  testing$func @dynamic(%r: tile<i32>, %c: tile<i32>) -> tile<8x8xi32> {
    %dst = constant <i32: -1> : tile<8x8xi32>
    %src = constant <i32: [[10, 11], [12, 13]]> : tile<2x2xi32>
    %x = "cuda_tile.insert"(%src, %dst, %r, %c) : (!cuda_tile.tile<2x2xi32>, !cuda_tile.tile<8x8xi32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<8x8xi32>
    return %x : tile<8x8xi32>
  }
}
