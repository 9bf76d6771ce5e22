// assume (tile-ir-ops.md §3.9) returns its operand unchanged. A false predicate is undefined
// behaviour: checked mode (the default) reports the first element, row-major, that breaks
// it; --unchecked does not look.

// Predicates that hold: the values come back unchanged.
// RUN: tilec run %s --entry hold | FileCheck %s --check-prefix=HOLD
// HOLD: result #0: tile<4xi32> = [0, 8, -16, 24]
// Groups of 4 along dim 1, first element divisible by 4, the others counting up by one
// (negative values count up too: -4, -3, -2, -1).
// HOLD-NEXT: result #1: tile<2x8xi32> = {{\[}}[4, 5, 6, 7, 8, 9, 10, 11],
// HOLD-NEXT: [0, 1, 2, 3, -4, -3, -2, -1]]
// Groups of 3 along dim 0 of 8 elements: the last group has 2 (6, 7 -> 2, 3).
// HOLD-NEXT: result #2: tile<8xi32> = [4, 5, 6, 8, 9, 10, 2, 3]
// Groups of 2 along dim 0 of a 2-D tile: rows (0, 1) and (2, 3) count up row by row.
// HOLD-NEXT: result #3: tile<4x2xi64> = {{\[}}[16, 32],
// HOLD-NEXT: [17, 33],
// HOLD-NEXT: [0, -64],
// HOLD-NEXT: [1, -63]]
// HOLD-NEXT: result #4: tile<i16> = 32
// same_elements<[2, 1]>: rows equal in pairs; <[1, 4]>: every row constant.
// HOLD-NEXT: result #5: tile<4x2xi16> = {{\[}}[1, 2],
// HOLD-NEXT: [1, 2],
// HOLD-NEXT: [3, 4],
// HOLD-NEXT: [3, 4]]
// HOLD-NEXT: result #6: tile<2x4xi8> = {{\[}}[5, 5, 5, 5],
// HOLD-NEXT: [-1, -1, -1, -1]]
// bounded, closed on both sides, open below, open above; i8 -128..127 inside <-128, 127>.
// HOLD-NEXT: result #7: tile<4xi32> = [-5, 0, 3, 5]
// HOLD-NEXT: result #8: tile<2xi8> = [-128, 127]

// RUN: not tilec run %s --entry not_divisible 2>&1 | FileCheck %s --check-prefix=DIV
// DIV: error: assume: predicate div_by<8> does not hold: element [2] = 12 is not divisible by 8 (in tile block (0, 0, 0))
// RUN: not tilec run %s --entry not_counting 2>&1 | FileCheck %s --check-prefix=COUNT
// COUNT: error: assume: predicate div_by<4, every 4 along 1> does not hold: element [1, 2] = 7 is not element [1, 0] = 4 + 2
// RUN: not tilec run %s --entry group_start 2>&1 | FileCheck %s --check-prefix=START
// START: error: assume: predicate div_by<4, every 2 along 0> does not hold: element [2] = 6 is not divisible by 4
// "Counting up" is in the signed interpretation: after 126, 127 the i8 -128 is not 126 + 2.
// RUN: not tilec run %s --entry signed_wrap 2>&1 | FileCheck %s --check-prefix=WRAP
// WRAP: error: assume: predicate div_by<2, every 4 along 0> does not hold: element [2] = -128 is not element [0] = 126 + 2
// RUN: not tilec run %s --entry not_same 2>&1 | FileCheck %s --check-prefix=SAME
// SAME: error: assume: predicate same_elements<[1, 2]> does not hold: element [1, 3] = 3 differs from element [1, 2] = 2, the first of its group
// RUN: not tilec run %s --entry above 2>&1 | FileCheck %s --check-prefix=ABOVE
// ABOVE: error: assume: predicate bounded<0, 10> does not hold: element [2] = 11 is above the upper bound 10
// RUN: not tilec run %s --entry below 2>&1 | FileCheck %s --check-prefix=BELOW
// BELOW: error: assume: predicate bounded<-1, ?> does not hold: element [1] = -2 is below the lower bound -1
// i1 read signed: true is -1, below 0.
// RUN: not tilec run %s --entry i1_signed 2>&1 | FileCheck %s --check-prefix=I1
// I1: error: assume: predicate bounded<0, ?> does not hold: element [1] = true is below the lower bound 0

// Unchecked mode returns the operand without looking at it.
// RUN: tilec run %s --entry above --unchecked | FileCheck %s --check-prefix=UNCHECKED
// UNCHECKED: result #0: tile<4xi32> = [0, 10, 11, 1]

// Pointers: the address is what must be divisible. Buffers are at least 16-byte aligned;
// no buffer address is a multiple of 2^62.
// RUN: tilec run %s --entry pointer_aligned --arg zeros:f32:4 | FileCheck %s --check-prefix=PTR
// PTR: aligned
// RUN: not tilec run %s --entry pointer_huge --arg zeros:f32:4 2>&1 | FileCheck %s --check-prefix=PTRHUGE
// PTRHUGE: error: assume: predicate div_by<4611686018427387904> does not hold: element [] = 0x{{[0-9a-f]+}} is not divisible by 4611686018427387904 (in tile block (0, 0, 0))

cuda_tile.module @m {
  testing$func @hold() -> (tile<4xi32>, tile<2x8xi32>, tile<8xi32>, tile<4x2xi64>, tile<i16>,
                           tile<4x2xi16>, tile<2x4xi8>, tile<4xi32>, tile<2xi8>) {
    %a = constant <i32: [0, 8, -16, 24]> : tile<4xi32>
    %ra = assume div_by<8>, %a : tile<4xi32>
    %b = constant <i32: [[4, 5, 6, 7, 8, 9, 10, 11], [0, 1, 2, 3, -4, -3, -2, -1]]> : tile<2x8xi32>
    %rb = assume div_by<4, every 4 along 1>, %b : tile<2x8xi32>
    %c = constant <i32: [4, 5, 6, 8, 9, 10, 2, 3]> : tile<8xi32>
    %rc = assume div_by<2, every 3 along 0>, %c : tile<8xi32>
    %d = constant <i64: [[16, 32], [17, 33], [0, -64], [1, -63]]> : tile<4x2xi64>
    %rd = assume div_by<16, every 2 along 0>, %d : tile<4x2xi64>
    %e = constant <i16: 32> : tile<i16>
    %re = assume div_by<16>, %e : tile<i16>
    %f = constant <i16: [[1, 2], [1, 2], [3, 4], [3, 4]]> : tile<4x2xi16>
    %rf = assume same_elements<[2, 1]>, %f : tile<4x2xi16>
    %g = constant <i8: [[5, 5, 5, 5], [-1, -1, -1, -1]]> : tile<2x4xi8>
    %rg = assume same_elements<[1, 4]>, %g : tile<2x4xi8>
    %h = constant <i32: [-5, 0, 3, 5]> : tile<4xi32>
    %rh1 = assume bounded<-5, 5>, %h : tile<4xi32>
    %rh2 = assume bounded<?, 5>, %rh1 : tile<4xi32>
    %rh3 = assume bounded<-5, ?>, %rh2 : tile<4xi32>
    %k = constant <i8: [-128, 127]> : tile<2xi8>
    %rk = assume bounded<-128, 127>, %k : tile<2xi8>
    return %ra, %rb, %rc, %rd, %re, %rf, %rg, %rh3, %rk
        : tile<4xi32>, tile<2x8xi32>, tile<8xi32>, tile<4x2xi64>, tile<i16>,
          tile<4x2xi16>, tile<2x4xi8>, tile<4xi32>, tile<2xi8>
  }

  testing$func @not_divisible() -> tile<4xi32> {
    %a = constant <i32: [0, 8, 12, 16]> : tile<4xi32>
    %r = assume div_by<8>, %a : tile<4xi32>
    return %r : tile<4xi32>
  }

  testing$func @not_counting() -> tile<2x4xi32> {
    %a = constant <i32: [[0, 1, 2, 3], [4, 5, 7, 7]]> : tile<2x4xi32>
    %r = assume div_by<4, every 4 along 1>, %a : tile<2x4xi32>
    return %r : tile<2x4xi32>
  }

  testing$func @group_start() -> tile<4xi32> {
    %a = constant <i32: [4, 5, 6, 7]> : tile<4xi32>
    %r = assume div_by<4, every 2 along 0>, %a : tile<4xi32>
    return %r : tile<4xi32>
  }

  testing$func @signed_wrap() -> tile<4xi8> {
    %a = constant <i8: [126, 127, -128, -127]> : tile<4xi8>
    %r = assume div_by<2, every 4 along 0>, %a : tile<4xi8>
    return %r : tile<4xi8>
  }

  testing$func @not_same() -> tile<2x4xi32> {
    %a = constant <i32: [[1, 1, 2, 2], [1, 1, 2, 3]]> : tile<2x4xi32>
    %r = assume same_elements<[1, 2]>, %a : tile<2x4xi32>
    return %r : tile<2x4xi32>
  }

  testing$func @above() -> tile<4xi32> {
    %a = constant <i32: [0, 10, 11, 1]> : tile<4xi32>
    %r = assume bounded<0, 10>, %a : tile<4xi32>
    return %r : tile<4xi32>
  }

  testing$func @below() -> tile<2xi8> {
    %a = constant <i8: [-1, -2]> : tile<2xi8>
    %r = assume bounded<-1, ?>, %a : tile<2xi8>
    return %r : tile<2xi8>
  }

  testing$func @i1_signed() -> tile<2xi1> {
    %a = constant <i1: [false, true]> : tile<2xi1>
    %r = assume bounded<0, ?>, %a : tile<2xi1>
    return %r : tile<2xi1>
  }

  entry @pointer_aligned(%p: tile<ptr<f32>>) {
    %q = assume div_by<16>, %p : tile<ptr<f32>>
    %t = print_tko "aligned\n" -> token
    return
  }

  entry @pointer_huge(%p: tile<ptr<f32>>) {
    %q = assume div_by<4611686018427387904>, %p : tile<ptr<f32>>
    return
  }
}
