// exti (sign or zero extension) and trunci (keep the low bits; overflow promises) from
// tile-ir-ops.md §2.6 and §3.5, including i1 and i4.
// This undefined behaviour is diagnosed by the interpreter (`tilec run --interpret`); compiled
// code gives the interpreter's --unchecked value instead (the --unchecked runs compare both).
// RUN: tilec run %s --entry exti | FileCheck %s --check-prefix=EXT
// RUN: tilec run %s --entry i4 | FileCheck %s --check-prefix=I4
// RUN: tilec run %s --entry trunci | FileCheck %s --check-prefix=TRUNC
// RUN: tilec run %s --entry trunci_promises_hold | FileCheck %s --check-prefix=KEPT
// RUN: not tilec run --interpret %s --entry trunci_nsw 2>&1 | FileCheck %s --check-prefix=NSW
// NSW: error: trunci: the signed value changes, breaking the promise overflow<no_signed_wrap> at element [1] (in tile block (0, 0, 0))
// RUN: not tilec run --interpret %s --entry trunci_nuw 2>&1 | FileCheck %s --check-prefix=NUW
// NUW: error: trunci: the unsigned value changes, breaking the promise overflow<no_unsigned_wrap> at element [1] (in tile block (0, 0, 0))
// RUN: not tilec run --interpret %s --entry trunci_nw 2>&1 | FileCheck %s --check-prefix=NW
// NW: error: trunci: the unsigned value changes, breaking the promise overflow<no_wrap> at element [1] (in tile block (0, 0, 0))
// RUN: not tilec run --interpret %s --entry trunci_i1_nsw 2>&1 | FileCheck %s --check-prefix=I1NSW
// I1NSW: error: trunci: the signed value changes, breaking the promise overflow<no_signed_wrap> at element [0, 1] (in tile block (0, 0, 0))
// RUN: tilec run %s --entry broken_unchecked --unchecked | FileCheck %s --check-prefix=UNCHECKED

cuda_tile.module @m {
  // EXT: result #0: tile<4xi32> = [-1, 127, -128, 0]
  // EXT: result #1: tile<4xi32> = [255, 127, 128, 0]
  // i1 true: signed -1, unsigned 1 (§2.6).
  // EXT: result #2: tile<2xi8> = [-1, 0]
  // EXT: result #3: tile<2xi8> = [1, 0]
  // i32 -1 to i64.
  // EXT: result #4: tile<i64> = -1{{$}}
  // EXT: result #5: tile<i64> = 4294967295{{$}}
  testing$func @exti() -> (tile<4xi32>, tile<4xi32>, tile<2xi8>, tile<2xi8>, tile<i64>,
                           tile<i64>) {
    %a = constant <i8: [-1, 127, -128, 0]> : tile<4xi8>
    %0 = exti %a signed : tile<4xi8> -> tile<4xi32>
    %1 = exti %a unsigned : tile<4xi8> -> tile<4xi32>
    %b = constant <i1: [true, false]> : tile<2xi1>
    %2 = exti %b signed : tile<2xi1> -> tile<2xi8>
    %3 = exti %b unsigned : tile<2xi1> -> tile<2xi8>
    %c = constant <i32: -1> : tile<i32>
    %4 = exti %c signed : tile<i32> -> tile<i64>
    %5 = exti %c unsigned : tile<i32> -> tile<i64>
    return %0, %1, %2, %3, %4, %5
        : tile<4xi32>, tile<4xi32>, tile<2xi8>, tile<2xi8>, tile<i64>, tile<i64>
  }

  // i4 exists only in registers: made by trunci, widened again by exti.
  // Low 4 bits of [7, 8, 15, -1, 16, -8, 9, 0], read as signed i4.
  // I4: result #0: tile<8xi4> = [7, -8, -1, -1, 0, -8, -7, 0]
  // I4: result #1: tile<8xi32> = [7, -8, -1, -1, 0, -8, -7, 0]
  // I4: result #2: tile<8xi32> = [7, 8, 15, 15, 0, 8, 9, 0]
  // i1 -> i4 signed is all ones (-1); i4 -> i1 keeps bit 0.
  // I4: result #3: tile<2xi4> = [-1, 0]
  // I4: result #4: tile<8xi1> = [true, false, true, true, false, false, true, false]
  testing$func @i4() -> (tile<8xi4>, tile<8xi32>, tile<8xi32>, tile<2xi4>, tile<8xi1>) {
    %w = constant <i32: [7, 8, 15, -1, 16, -8, 9, 0]> : tile<8xi32>
    %0 = trunci %w : tile<8xi32> -> tile<8xi4>
    %1 = exti %0 signed : tile<8xi4> -> tile<8xi32>
    %2 = exti %0 unsigned : tile<8xi4> -> tile<8xi32>
    %b = constant <i1: [true, false]> : tile<2xi1>
    %3 = exti %b signed : tile<2xi1> -> tile<2xi4>
    %4 = trunci %0 : tile<8xi4> -> tile<8xi1>
    return %0, %1, %2, %3, %4 : tile<8xi4>, tile<8xi32>, tile<8xi32>, tile<2xi4>, tile<8xi1>
  }

  // 256 -> 0x00, 383 = 0x17F -> 0x7F, 128 -> 0x80 = -128, -129 = 0x...FF7F -> 0x7F.
  // TRUNC: result #0: tile<4xi8> = [0, 127, -128, 127]
  // Bit 0 only.
  // TRUNC: result #1: tile<4xi1> = [true, false, true, true]
  // i64 2^32 + 5 -> 5; MIN -> 0.
  // TRUNC: result #2: tile<2xi32> = [5, 0]
  testing$func @trunci() -> (tile<4xi8>, tile<4xi1>, tile<2xi32>) {
    %a = constant <i32: [256, 383, 128, -129]> : tile<4xi32>
    %0 = trunci %a : tile<4xi32> -> tile<4xi8>
    %b = constant <i32: [1, 2, -1, 3]> : tile<4xi32>
    %1 = trunci %b : tile<4xi32> -> tile<4xi1>
    %c = constant <i64: [4294967301, -9223372036854775808]> : tile<2xi64>
    %2 = trunci %c : tile<2xi64> -> tile<2xi32>
    return %0, %1, %2 : tile<4xi8>, tile<4xi1>, tile<2xi32>
  }

  // nsw keeps the signed value (-128..127), nuw the unsigned one (255 -> -1 as i8 prints -1
  // but is still 255 unsigned), no_wrap both. For i1: signed {0, -1}, unsigned {0, 1}.
  // KEPT: result #0: tile<4xi8> = [-128, 127, -1, 0]
  // KEPT: result #1: tile<4xi8> = [-1, 0, -128, -56]
  // KEPT: result #2: tile<4xi8> = [0, 100, 127, 1]
  // KEPT: result #3: tile<2xi1> = [false, true]
  // KEPT: result #4: tile<2xi1> = [false, true]
  testing$func @trunci_promises_hold() -> (tile<4xi8>, tile<4xi8>, tile<4xi8>, tile<2xi1>,
                                           tile<2xi1>) {
    %a = constant <i32: [-128, 127, -1, 0]> : tile<4xi32>
    %0 = trunci %a overflow<no_signed_wrap> : tile<4xi32> -> tile<4xi8>
    %b = constant <i32: [255, 0, 128, 200]> : tile<4xi32>
    %1 = trunci %b overflow<no_unsigned_wrap> : tile<4xi32> -> tile<4xi8>
    %c = constant <i32: [0, 100, 127, 1]> : tile<4xi32>
    %2 = trunci %c overflow<no_wrap> : tile<4xi32> -> tile<4xi8>
    %d = constant <i32: [0, -1]> : tile<2xi32>
    %3 = trunci %d overflow<no_signed_wrap> : tile<2xi32> -> tile<2xi1>
    %e = constant <i32: [0, 1]> : tile<2xi32>
    %4 = trunci %e overflow<no_unsigned_wrap> : tile<2xi32> -> tile<2xi1>
    return %0, %1, %2, %3, %4 : tile<4xi8>, tile<4xi8>, tile<4xi8>, tile<2xi1>, tile<2xi1>
  }

  // 128 is not an i8 signed value.
  testing$func @trunci_nsw() -> tile<2xi8> {
    %a = constant <i32: [127, 128]> : tile<2xi32>
    %r = trunci %a overflow<no_signed_wrap> : tile<2xi32> -> tile<2xi8>
    return %r : tile<2xi8>
  }
  // -1 is 2^32 - 1 unsigned, beyond 255.
  testing$func @trunci_nuw() -> tile<2xi8> {
    %a = constant <i32: [255, -1]> : tile<2xi32>
    %r = trunci %a overflow<no_unsigned_wrap> : tile<2xi32> -> tile<2xi8>
    return %r : tile<2xi8>
  }
  // -1 survives signed, not unsigned.
  testing$func @trunci_nw() -> tile<2xi8> {
    %a = constant <i32: [5, -1]> : tile<2xi32>
    %r = trunci %a overflow<no_wrap> : tile<2xi32> -> tile<2xi8>
    return %r : tile<2xi8>
  }
  // 1 as signed i1 would be -1.
  testing$func @trunci_i1_nsw() -> tile<2x2xi1> {
    %a = constant <i32: [[0, 1], [-1, 0]]> : tile<2x2xi32>
    %r = trunci %a overflow<no_signed_wrap> : tile<2x2xi32> -> tile<2x2xi1>
    return %r : tile<2x2xi1>
  }

  // Unchecked: the low bits.
  // UNCHECKED: result #0: tile<2xi8> = [127, -128]
  // UNCHECKED: result #1: tile<2xi8> = [-1, -1]
  testing$func @broken_unchecked() -> (tile<2xi8>, tile<2xi8>) {
    %a = constant <i32: [127, 128]> : tile<2xi32>
    %0 = trunci %a overflow<no_signed_wrap> : tile<2xi32> -> tile<2xi8>
    %b = constant <i32: [255, -1]> : tile<2xi32>
    %1 = trunci %b overflow<no_unsigned_wrap> : tile<2xi32> -> tile<2xi8>
    return %0, %1 : tile<2xi8>, tile<2xi8>
  }
}
