// divi with its three rounding modes and remi (tile-ir-ops.md §3.2); zero divisors and signed
// MIN / -1, MIN % -1 are UB.
// This undefined behaviour is diagnosed by the interpreter (`tilec run --interpret`); compiled
// code gives the interpreter's --unchecked value instead (the --unchecked runs compare both).
// RUN: tilec run %s --entry divi_signed | FileCheck %s --check-prefix=SDIV
// RUN: tilec run %s --entry divi_unsigned | FileCheck %s --check-prefix=UDIV
// RUN: tilec run %s --entry remi | FileCheck %s --check-prefix=REM
// RUN: tilec run %s --entry narrow | FileCheck %s --check-prefix=NARROW
// RUN: not tilec run --interpret %s --entry divi_by_zero 2>&1 | FileCheck %s --check-prefix=DIVZERO
// DIVZERO: error: divi: division by zero at element [1, 0] (in tile block (0, 0, 0))
// RUN: not tilec run --interpret %s --entry divi_min_by_minus_one 2>&1 | FileCheck %s --check-prefix=DIVMIN
// DIVMIN: error: divi: signed division overflows (MIN / -1) at element [2] (in tile block (0, 0, 0))
// RUN: not tilec run --interpret %s --entry divi_i1 2>&1 | FileCheck %s --check-prefix=DIVI1
// DIVI1: error: divi: signed division overflows (MIN / -1) at element [1] (in tile block (0, 0, 0))
// RUN: not tilec run --interpret %s --entry divi_unsigned_by_zero 2>&1 | FileCheck %s --check-prefix=UDIVZERO
// UDIVZERO: error: divi: division by zero (in tile block (0, 0, 0))
// RUN: not tilec run --interpret %s --entry remi_by_zero 2>&1 | FileCheck %s --check-prefix=REMZERO
// REMZERO: error: remi: remainder by zero at element [3] (in tile block (0, 0, 0))
// RUN: not tilec run --interpret %s --entry remi_min_by_minus_one 2>&1 | FileCheck %s --check-prefix=REMMIN
// REMMIN: error: remi: signed remainder overflows (MIN % -1) at element [1] (in tile block (0, 0, 0))
// RUN: tilec run %s --entry undefined_unchecked --unchecked | FileCheck %s --check-prefix=UNCHECKED

cuda_tile.module @m {
  // a = [7, -7, 7, -7, 6, -6, 0, MIN], b = [2, 2, -2, -2, 3, 3, 5, 1].
  // zero truncates: 3.5 -> 3, -3.5 -> -3.
  // SDIV: result #0: tile<8xi32> = [3, -3, -3, 3, 2, -2, 0, -2147483648]
  // positive_inf rounds up inexact quotients: 3.5 -> 4, -3.5 -> -3.
  // SDIV: result #1: tile<8xi32> = [4, -3, -3, 4, 2, -2, 0, -2147483648]
  // negative_inf rounds down: 3.5 -> 3, -3.5 -> -4 (the spec's example -7/2 = -4).
  // SDIV: result #2: tile<8xi32> = [3, -4, -4, 3, 2, -2, 0, -2147483648]
  // i64 MIN / 3 = -3074457345618258602.67: zero and positive_inf give ...602, negative_inf ...603.
  // SDIV: result #3: tile<i64> = -3074457345618258602{{$}}
  // SDIV: result #4: tile<i64> = -3074457345618258602{{$}}
  // SDIV: result #5: tile<i64> = -3074457345618258603{{$}}
  testing$func @divi_signed() -> (tile<8xi32>, tile<8xi32>, tile<8xi32>, tile<i64>, tile<i64>,
                                  tile<i64>) {
    %a = constant <i32: [7, -7, 7, -7, 6, -6, 0, -2147483648]> : tile<8xi32>
    %b = constant <i32: [2, 2, -2, -2, 3, 3, 5, 1]> : tile<8xi32>
    %0 = divi %a, %b signed : tile<8xi32>
    %1 = divi %a, %b signed rounding<positive_inf> : tile<8xi32>
    %2 = divi %a, %b signed rounding<negative_inf> : tile<8xi32>
    %c = constant <i64: -9223372036854775808> : tile<i64>
    %d = constant <i64: 3> : tile<i64>
    %3 = divi %c, %d signed rounding<zero> : tile<i64>
    %4 = divi %c, %d signed rounding<positive_inf> : tile<i64>
    %5 = divi %c, %d signed rounding<negative_inf> : tile<i64>
    return %0, %1, %2, %3, %4, %5
        : tile<8xi32>, tile<8xi32>, tile<8xi32>, tile<i64>, tile<i64>, tile<i64>
  }

  // i8 read unsigned: a = [7, 255, 249, 0], b = [2, 2, 254, 3]; MIN / -1 is 128 / 255 = 0.
  // UDIV: result #0: tile<4xi8> = [3, 127, 0, 0]
  // Ceiling: 3.5 -> 4, 127.5 -> 128 (prints -128), 249/254 -> 1, 0 stays 0.
  // UDIV: result #1: tile<4xi8> = [4, -128, 1, 0]
  // i64 (2^64-1) / 2 rounded up is 2^63 and (2^64-1) / 1 stays 2^64-1: no internal overflow.
  // UDIV: result #2: tile<2xi64> = [-9223372036854775808, -1]
  // UDIV: result #3: tile<2xi8> = [0, 0]
  testing$func @divi_unsigned() -> (tile<4xi8>, tile<4xi8>, tile<2xi64>, tile<2xi8>) {
    %a = constant <i8: [7, -1, -7, 0]> : tile<4xi8>
    %b = constant <i8: [2, 2, -2, 3]> : tile<4xi8>
    %0 = divi %a, %b unsigned : tile<4xi8>
    %1 = divi %a, %b unsigned rounding<positive_inf> : tile<4xi8>
    %c = constant <i64: -1> : tile<2xi64>
    %d = constant <i64: [2, 1]> : tile<2xi64>
    %2 = divi %c, %d unsigned rounding<positive_inf> : tile<2xi64>
    %min = constant <i8: -128> : tile<2xi8>
    %m1 = constant <i8: -1> : tile<2xi8>
    %3 = divi %min, %m1 unsigned : tile<2xi8>
    return %0, %1, %2, %3 : tile<4xi8>, tile<4xi8>, tile<2xi64>, tile<2xi8>
  }

  // Signed: the sign of the dividend (7 % -3 = 1, -7 % 3 = -1); MIN % 2 = 0; 5 % MAX = 5.
  // REM: result #0: tile<8xi32> = [1, -1, 1, -1, 0, 0, 0, 5]
  // Unsigned i8: [7 % 3, 255 % 16, 249 % 254, 5 % 255].
  // REM: result #1: tile<4xi8> = [1, 15, -7, 5]
  // i64 MIN % 3: MIN = 3 * -3074457345618258602 - 2.
  // REM: result #2: tile<2xi64> = [-2, -2]
  testing$func @remi() -> (tile<8xi32>, tile<4xi8>, tile<2xi64>) {
    %a = constant <i32: [7, -7, 7, -7, 6, -2147483648, 0, 5]> : tile<8xi32>
    %b = constant <i32: [3, 3, -3, -3, 3, 2, 7, 2147483647]> : tile<8xi32>
    %0 = remi %a, %b signed : tile<8xi32>
    %c = constant <i8: [7, -1, -7, 5]> : tile<4xi8>
    %d = constant <i8: [3, 16, -2, -1]> : tile<4xi8>
    %1 = remi %c, %d unsigned : tile<4xi8>
    %e = constant <i64: -9223372036854775808> : tile<2xi64>
    %f = constant <i64: 3> : tile<2xi64>
    %2 = remi %e, %f signed : tile<2xi64>
    return %0, %1, %2 : tile<8xi32>, tile<4xi8>, tile<2xi64>
  }

  // i1: signed values are 0 and -1, unsigned 0 and 1; the only defined divisor is true.
  // Signed 0 / -1 = 0; unsigned 1 / 1 = 1, 0 / 1 = 0; remainders are 0.
  // NARROW: result #0: tile<2xi1> = [false, false]
  // NARROW: result #1: tile<2xi1> = [true, false]
  // NARROW: result #2: tile<2xi1> = [false, false]
  // i16: -32768 / 3 = -10922.67 rounds down to -10923; -32768 % 3 = -32768 + 3*10922 = -2.
  // NARROW: result #3: tile<2xi16> = [-10923, -10923]
  // NARROW: result #4: tile<2xi16> = [-2, -2]
  testing$func @narrow() -> (tile<2xi1>, tile<2xi1>, tile<2xi1>, tile<2xi16>, tile<2xi16>) {
    %a = constant <i1: [false, false]> : tile<2xi1>
    %t = constant <i1: true> : tile<2xi1>
    %u = constant <i1: [true, false]> : tile<2xi1>
    %0 = divi %a, %t signed rounding<negative_inf> : tile<2xi1>
    %1 = divi %u, %t unsigned rounding<positive_inf> : tile<2xi1>
    %2 = remi %u, %t unsigned : tile<2xi1>
    %x = constant <i16: -32768> : tile<2xi16>
    %y = constant <i16: 3> : tile<2xi16>
    %3 = divi %x, %y signed rounding<negative_inf> : tile<2xi16>
    %4 = remi %x, %y signed : tile<2xi16>
    return %0, %1, %2, %3, %4 : tile<2xi1>, tile<2xi1>, tile<2xi1>, tile<2xi16>, tile<2xi16>
  }

  testing$func @divi_by_zero() -> tile<2x2xi32> {
    %a = constant <i32: [[1, 2], [3, 4]]> : tile<2x2xi32>
    %b = constant <i32: [[1, 1], [0, 1]]> : tile<2x2xi32>
    %r = divi %a, %b signed : tile<2x2xi32>
    return %r : tile<2x2xi32>
  }
  testing$func @divi_min_by_minus_one() -> tile<4xi32> {
    %a = constant <i32: [-2147483648, -2147483647, -2147483648, 0]> : tile<4xi32>
    %b = constant <i32: [1, -1, -1, -1]> : tile<4xi32>
    %r = divi %a, %b signed rounding<positive_inf> : tile<4xi32>
    return %r : tile<4xi32>
  }
  // In i1, MIN is -1 (true): true / true is -1 / -1 = 1, which does not fit.
  testing$func @divi_i1() -> tile<2xi1> {
    %a = constant <i1: [false, true]> : tile<2xi1>
    %b = constant <i1: true> : tile<2xi1>
    %r = divi %a, %b signed : tile<2xi1>
    return %r : tile<2xi1>
  }
  testing$func @divi_unsigned_by_zero() -> tile<i64> {
    %a = constant <i64: 5> : tile<i64>
    %b = constant <i64: 0> : tile<i64>
    %r = divi %a, %b unsigned rounding<positive_inf> : tile<i64>
    return %r : tile<i64>
  }
  testing$func @remi_by_zero() -> tile<4xi8> {
    %a = constant <i8: 5> : tile<4xi8>
    %b = constant <i8: [1, 2, 3, 0]> : tile<4xi8>
    %r = remi %a, %b unsigned : tile<4xi8>
    return %r : tile<4xi8>
  }
  // [U] in the spec, UB here as in LLVM.
  testing$func @remi_min_by_minus_one() -> tile<2xi64> {
    %a = constant <i64: -9223372036854775808> : tile<2xi64>
    %b = constant <i64: [1, -1]> : tile<2xi64>
    %r = remi %a, %b signed : tile<2xi64>
    return %r : tile<2xi64>
  }

  // Unchecked: x / 0 = all ones, MIN / -1 = MIN (wraps), x % 0 = x, MIN % -1 = 0.
  // UNCHECKED: result #0: tile<2xi32> = [-1, -2147483648]
  // UNCHECKED: result #1: tile<2xi32> = [-2147483648, 0]
  testing$func @undefined_unchecked() -> (tile<2xi32>, tile<2xi32>) {
    %a = constant <i32: -2147483648> : tile<2xi32>
    %b = constant <i32: [0, -1]> : tile<2xi32>
    %q = divi %a, %b signed : tile<2xi32>
    %r = remi %a, %b signed : tile<2xi32>
    return %q, %r : tile<2xi32>, tile<2xi32>
  }
}
