// shli and shri (tile-ir-ops.md §3.2): zero fill on the left shift, arithmetic (signed) or
// logical (unsigned) right shift, the amount read unsigned; an amount >= the bit width is
// treated as UB ([U]); shli's overflow promises.
// This undefined behaviour is diagnosed by the interpreter (`tilec run --interpret`); compiled
// code gives the interpreter's --unchecked value instead (the --unchecked runs compare both).
// RUN: tilec run %s --entry shifts_i8 | FileCheck %s --check-prefix=I8
// RUN: tilec run %s --entry shifts_wide | FileCheck %s --check-prefix=WIDE
// RUN: tilec run %s --entry shli_promises_hold | FileCheck %s --check-prefix=KEPT
// RUN: not tilec run --interpret %s --entry shli_too_far 2>&1 | FileCheck %s --check-prefix=SHLFAR
// SHLFAR: error: shli: shift amount 32 is not below the bit width 32 at element [2] (in tile block (0, 0, 0))
// RUN: not tilec run --interpret %s --entry shri_negative_amount 2>&1 | FileCheck %s --check-prefix=SHRNEG
// SHRNEG: error: shri: shift amount 255 is not below the bit width 8 at element [1] (in tile block (0, 0, 0))
// RUN: not tilec run --interpret %s --entry shri_i1 2>&1 | FileCheck %s --check-prefix=SHRI1
// SHRI1: error: shri: shift amount 1 is not below the bit width 1 at element [1] (in tile block (0, 0, 0))
// RUN: not tilec run --interpret %s --entry shli_nsw 2>&1 | FileCheck %s --check-prefix=SHLNSW
// SHLNSW: error: shli: signed wrap-around breaks the promise overflow<no_signed_wrap> at element [1] (in tile block (0, 0, 0))
// RUN: not tilec run --interpret %s --entry shli_nsw_same_sign 2>&1 | FileCheck %s --check-prefix=SHLNSW2
// SHLNSW2: error: shli: signed wrap-around breaks the promise overflow<no_signed_wrap> at element [0] (in tile block (0, 0, 0))
// RUN: not tilec run --interpret %s --entry shli_nuw 2>&1 | FileCheck %s --check-prefix=SHLNUW
// SHLNUW: error: shli: unsigned wrap-around breaks the promise overflow<no_unsigned_wrap> at element [1] (in tile block (0, 0, 0))
// RUN: tilec run %s --entry too_far_unchecked --unchecked | FileCheck %s --check-prefix=UNCHECKED

cuda_tile.module @m {
  // 1<<7 = 0x80; -1<<4 = 0xF0 = -16; 3<<6 = 192 -> -64.
  // I8: result #0: tile<4xi8> = [1, -128, -16, -64]
  // -128>>1 = -64; -128>>7 = -1 (sign fill); 127>>3 = 15; -1>>7 = -1.
  // I8: result #1: tile<4xi8> = [-64, -1, 15, -1]
  // 128>>1 = 64; 128>>7 = 1; 255>>7 = 1.
  // I8: result #2: tile<4xi8> = [64, 1, 15, 1]
  testing$func @shifts_i8() -> (tile<4xi8>, tile<4xi8>, tile<4xi8>) {
    %a = constant <i8: [1, 1, -1, 3]> : tile<4xi8>
    %b = constant <i8: [0, 7, 4, 6]> : tile<4xi8>
    %l = shli %a, %b : tile<4xi8>
    %x = constant <i8: [-128, -128, 127, -1]> : tile<4xi8>
    %y = constant <i8: [1, 7, 3, 7]> : tile<4xi8>
    %s = shri %x, %y signed : tile<4xi8>
    %u = shri %x, %y unsigned : tile<4xi8>
    return %l, %s, %u : tile<4xi8>, tile<4xi8>, tile<4xi8>
  }

  // i64: 1<<63 = MIN, MIN>>63 = -1 signed, 1 unsigned. i1: shifting by 0 is the only defined
  // shift and changes nothing.
  // WIDE: result #0: tile<2xi64> = [-9223372036854775808, 2]
  // WIDE: result #1: tile<2xi64> = [-1, -4611686018427387904]
  // WIDE: result #2: tile<2xi64> = [1, 4611686018427387904]
  // WIDE: result #3: tile<2xi1> = [true, false]
  // WIDE: result #4: tile<2xi1> = [true, false]
  testing$func @shifts_wide() -> (tile<2xi64>, tile<2xi64>, tile<2xi64>, tile<2xi1>, tile<2xi1>) {
    %one = constant <i64: [1, 1]> : tile<2xi64>
    %n = constant <i64: [63, 1]> : tile<2xi64>
    %l = shli %one, %n : tile<2xi64>
    %min = constant <i64: -9223372036854775808> : tile<2xi64>
    %s = shri %min, %n signed : tile<2xi64>
    %u = shri %min, %n unsigned : tile<2xi64>
    %t = constant <i1: [true, false]> : tile<2xi1>
    %z = constant <i1: false> : tile<2xi1>
    %tl = shli %t, %z : tile<2xi1>
    %tr = shri %t, %z signed : tile<2xi1>
    return %l, %s, %u, %tl, %tr : tile<2xi64>, tile<2xi64>, tile<2xi64>, tile<2xi1>, tile<2xi1>
  }

  // nsw: -1<<7 = -128 and -3<<5 = -96 keep the sign bits. nuw: 64<<1 = 128 fits unsigned (it
  // wraps signed); 0x0F<<4 = 0xF0.
  // KEPT: result #0: tile<2xi8> = [-128, -96]
  // KEPT: result #1: tile<2xi8> = [-128, -16]
  testing$func @shli_promises_hold() -> (tile<2xi8>, tile<2xi8>) {
    %a = constant <i8: [-1, -3]> : tile<2xi8>
    %b = constant <i8: [7, 5]> : tile<2xi8>
    %s = shli %a, %b overflow<no_signed_wrap> : tile<2xi8>
    %c = constant <i8: [64, 15]> : tile<2xi8>
    %d = constant <i8: [1, 4]> : tile<2xi8>
    %u = shli %c, %d overflow<no_unsigned_wrap> : tile<2xi8>
    return %s, %u : tile<2xi8>, tile<2xi8>
  }

  testing$func @shli_too_far() -> tile<4xi32> {
    %a = constant <i32: 1> : tile<4xi32>
    %b = constant <i32: [0, 31, 32, 33]> : tile<4xi32>
    %r = shli %a, %b : tile<4xi32>
    return %r : tile<4xi32>
  }
  // The amount is read unsigned: -1 is 255.
  testing$func @shri_negative_amount() -> tile<2xi8> {
    %a = constant <i8: 100> : tile<2xi8>
    %b = constant <i8: [7, -1]> : tile<2xi8>
    %r = shri %a, %b signed : tile<2xi8>
    return %r : tile<2xi8>
  }
  testing$func @shri_i1() -> tile<2xi1> {
    %a = constant <i1: true> : tile<2xi1>
    %b = constant <i1: [false, true]> : tile<2xi1>
    %r = shri %a, %b unsigned : tile<2xi1>
    return %r : tile<2xi1>
  }
  // 64<<1 = 128 flips the sign.
  testing$func @shli_nsw() -> tile<2xi8> {
    %a = constant <i8: [1, 64]> : tile<2xi8>
    %b = constant <i8: 1> : tile<2xi8>
    %r = shli %a, %b overflow<no_signed_wrap> : tile<2xi8>
    return %r : tile<2xi8>
  }
  // 80<<2 = 320 -> 0x40 = 64: the result keeps the sign, but the bits shifted out (01) differ
  // from it.
  testing$func @shli_nsw_same_sign() -> tile<2xi8> {
    %a = constant <i8: [80, 1]> : tile<2xi8>
    %b = constant <i8: 2> : tile<2xi8>
    %r = shli %a, %b overflow<no_signed_wrap> : tile<2xi8>
    return %r : tile<2xi8>
  }
  // -1<<1 shifts a 1 out (255*2 = 510).
  testing$func @shli_nuw() -> tile<2xi8> {
    %a = constant <i8: [64, -1]> : tile<2xi8>
    %b = constant <i8: 1> : tile<2xi8>
    %r = shli %a, %b overflow<no_unsigned_wrap> : tile<2xi8>
    return %r : tile<2xi8>
  }

  // Unchecked: a shift by >= n shifts every bit out.
  // UNCHECKED: result #0: tile<2xi32> = [0, 0]
  // UNCHECKED: result #1: tile<2xi32> = [-1, 0]
  // UNCHECKED: result #2: tile<2xi32> = [0, 0]
  testing$func @too_far_unchecked() -> (tile<2xi32>, tile<2xi32>, tile<2xi32>) {
    %a = constant <i32: [-5, 5]> : tile<2xi32>
    %b = constant <i32: [32, 40]> : tile<2xi32>
    %l = shli %a, %b : tile<2xi32>
    %s = shri %a, %b signed : tile<2xi32>
    %u = shri %a, %b unsigned : tile<2xi32>
    return %l, %s, %u : tile<2xi32>, tile<2xi32>, tile<2xi32>
  }
}
