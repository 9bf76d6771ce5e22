// Broken overflow<...> promises are undefined behaviour (tile-ir-ops.md §1.5, §3.2): checked
// mode reports the first broken element and which reading wrapped; unchecked mode wraps.
// This undefined behaviour is diagnosed by the interpreter (`tilec run --interpret`); compiled
// code gives the interpreter's --unchecked value instead (the --unchecked runs compare both).
// RUN: not tilec run --interpret %s --entry addi_nsw 2>&1 | FileCheck %s --check-prefix=ADDNSW
// ADDNSW: error: addi: signed wrap-around breaks the promise overflow<no_signed_wrap> at element [1] (in tile block (0, 0, 0))
// RUN: not tilec run --interpret %s --entry addi_nuw 2>&1 | FileCheck %s --check-prefix=ADDNUW
// ADDNUW: error: addi: unsigned wrap-around breaks the promise overflow<no_unsigned_wrap> at element [0] (in tile block (0, 0, 0))
// RUN: not tilec run --interpret %s --entry addi_nw 2>&1 | FileCheck %s --check-prefix=ADDNW
// ADDNW: error: addi: unsigned wrap-around breaks the promise overflow<no_wrap> at element [1] (in tile block (0, 0, 0))
// RUN: not tilec run --interpret %s --entry addi_i1 2>&1 | FileCheck %s --check-prefix=ADDI1
// ADDI1: error: addi: signed wrap-around breaks the promise overflow<no_signed_wrap> at element [0] (in tile block (0, 0, 0))
// RUN: not tilec run --interpret %s --entry subi_nsw 2>&1 | FileCheck %s --check-prefix=SUBNSW
// SUBNSW: error: subi: signed wrap-around breaks the promise overflow<no_signed_wrap> at element [1] (in tile block (0, 0, 0))
// RUN: not tilec run --interpret %s --entry subi_nuw 2>&1 | FileCheck %s --check-prefix=SUBNUW
// SUBNUW: error: subi: unsigned wrap-around breaks the promise overflow<no_unsigned_wrap> at element [1] (in tile block (0, 0, 0))
// RUN: not tilec run --interpret %s --entry muli_nsw 2>&1 | FileCheck %s --check-prefix=MULNSW
// MULNSW: error: muli: signed wrap-around breaks the promise overflow<no_signed_wrap> at element [1, 0] (in tile block (0, 0, 0))
// RUN: not tilec run --interpret %s --entry muli_nuw 2>&1 | FileCheck %s --check-prefix=MULNUW
// MULNUW: error: muli: unsigned wrap-around breaks the promise overflow<no_unsigned_wrap> (in tile block (0, 0, 0))
// RUN: not tilec run --interpret %s --entry muli_i64 2>&1 | FileCheck %s --check-prefix=MUL64
// MUL64: error: muli: signed wrap-around breaks the promise overflow<no_wrap> at element [1] (in tile block (0, 0, 0))
// RUN: not tilec run --interpret %s --entry negi_nsw 2>&1 | FileCheck %s --check-prefix=NEGNSW
// NEGNSW: error: negi: signed wrap-around breaks the promise overflow<no_signed_wrap> at element [1] (in tile block (0, 0, 0))
// RUN: not tilec run --interpret %s --entry negi_nw 2>&1 | FileCheck %s --check-prefix=NEGNW
// NEGNW: error: negi: unsigned wrap-around breaks the promise overflow<no_wrap> at element [1] (in tile block (0, 0, 0))
// RUN: tilec run %s --entry all_broken --unchecked | FileCheck %s --check-prefix=UNCHECKED

cuda_tile.module @m {
  // 127+1 wraps signed.
  testing$func @addi_nsw() -> tile<2xi8> {
    %a = constant <i8: [1, 127]> : tile<2xi8>
    %b = constant <i8: [1, 1]> : tile<2xi8>
    %r = addi %a, %b overflow<no_signed_wrap> : tile<2xi8>
    return %r : tile<2xi8>
  }
  // -1+1 is 255+1 unsigned.
  testing$func @addi_nuw() -> tile<2xi8> {
    %a = constant <i8: [-1, 1]> : tile<2xi8>
    %b = constant <i8: [1, 1]> : tile<2xi8>
    %r = addi %a, %b overflow<no_unsigned_wrap> : tile<2xi8>
    return %r : tile<2xi8>
  }
  // no_wrap is both promises: element 1 (-1+1) only wraps unsigned.
  testing$func @addi_nw() -> tile<2xi8> {
    %a = constant <i8: [1, -1]> : tile<2xi8>
    %b = constant <i8: [1, 1]> : tile<2xi8>
    %r = addi %a, %b overflow<no_wrap> : tile<2xi8>
    return %r : tile<2xi8>
  }
  // Signed i1 holds 0 and -1: true+true = -2 wraps.
  testing$func @addi_i1() -> tile<2xi1> {
    %a = constant <i1: [true, true]> : tile<2xi1>
    %b = constant <i1: [true, false]> : tile<2xi1>
    %r = addi %a, %b overflow<no_signed_wrap> : tile<2xi1>
    return %r : tile<2xi1>
  }
  // MIN-1.
  testing$func @subi_nsw() -> tile<2xi32> {
    %a = constant <i32: [0, -2147483648]> : tile<2xi32>
    %b = constant <i32: [1, 1]> : tile<2xi32>
    %r = subi %a, %b overflow<no_signed_wrap> : tile<2xi32>
    return %r : tile<2xi32>
  }
  // 3-5 < 0.
  testing$func @subi_nuw() -> tile<2xi32> {
    %a = constant <i32: [5, 3]> : tile<2xi32>
    %b = constant <i32: [3, 5]> : tile<2xi32>
    %r = subi %a, %b overflow<no_unsigned_wrap> : tile<2xi32>
    return %r : tile<2xi32>
  }
  // 256*128 = 32768 = MAX+1 (the first element, 2*3, is fine).
  testing$func @muli_nsw() -> tile<2x2xi16> {
    %a = constant <i16: [[2, -181], [256, 0]]> : tile<2x2xi16>
    %b = constant <i16: [[3, 181], [128, 0]]> : tile<2x2xi16>
    %r = muli %a, %b overflow<no_signed_wrap> : tile<2x2xi16>
    return %r : tile<2x2xi16>
  }
  // 16*16 = 256 on a rank-0 tile: no element index.
  testing$func @muli_nuw() -> tile<i8> {
    %a = constant <i8: 16> : tile<i8>
    %r = muli %a, %a overflow<no_unsigned_wrap> : tile<i8>
    return %r : tile<i8>
  }
  // 2^32 * 2^31 = 2^63 = MAX+1; the unsigned product fits, the signed check comes first.
  testing$func @muli_i64() -> tile<2xi64> {
    %a = constant <i64: [3, 4294967296]> : tile<2xi64>
    %b = constant <i64: [3, 2147483648]> : tile<2xi64>
    %r = muli %a, %b overflow<no_wrap> : tile<2xi64>
    return %r : tile<2xi64>
  }
  // -MIN does not fit.
  testing$func @negi_nsw() -> tile<2xi8> {
    %a = constant <i8: [127, -128]> : tile<2xi8>
    %r = negi %a overflow<no_signed_wrap> : tile<2xi8>
    return %r : tile<2xi8>
  }
  // 0 - a wraps unsigned for every a != 0, so no_wrap only holds for 0.
  testing$func @negi_nw() -> tile<2xi8> {
    %a = constant <i8: [0, 5]> : tile<2xi8>
    %r = negi %a overflow<no_wrap> : tile<2xi8>
    return %r : tile<2xi8>
  }

  // Unchecked: the wrapped values.
  // UNCHECKED: result #0: tile<2xi8> = [2, -128]
  // UNCHECKED: result #1: tile<2xi32> = [-1, 2147483647]
  // UNCHECKED: result #2: tile<2xi16> = [6, -32768]
  // UNCHECKED: result #3: tile<2xi8> = [-127, -128]
  // UNCHECKED: result #4: tile<2xi64> = [9, -9223372036854775808]
  testing$func @all_broken() -> (tile<2xi8>, tile<2xi32>, tile<2xi16>, tile<2xi8>, tile<2xi64>) {
    %a8 = constant <i8: [1, 127]> : tile<2xi8>
    %b8 = constant <i8: [1, 1]> : tile<2xi8>
    %0 = addi %a8, %b8 overflow<no_wrap> : tile<2xi8>
    %a32 = constant <i32: [0, -2147483648]> : tile<2xi32>
    %b32 = constant <i32: [1, 1]> : tile<2xi32>
    %1 = subi %a32, %b32 overflow<no_signed_wrap> : tile<2xi32>
    %a16 = constant <i16: [2, 256]> : tile<2xi16>
    %b16 = constant <i16: [3, 128]> : tile<2xi16>
    %2 = muli %a16, %b16 overflow<no_signed_wrap> : tile<2xi16>
    %n = constant <i8: [127, -128]> : tile<2xi8>
    %3 = negi %n overflow<no_signed_wrap> : tile<2xi8>
    %a64 = constant <i64: [3, 4294967296]> : tile<2xi64>
    %b64 = constant <i64: [3, 2147483648]> : tile<2xi64>
    %4 = muli %a64, %b64 overflow<no_wrap> : tile<2xi64>
    return %0, %1, %2, %3, %4 : tile<2xi8>, tile<2xi32>, tile<2xi16>, tile<2xi8>, tile<2xi64>
  }
}
