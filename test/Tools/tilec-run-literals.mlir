// Scalar literals of `tilec run --arg` name a value of the parameter's element type.

// Integers: signed or unsigned decimal, or 0x bits, within the type's range (read either way).
// RUN: tilec run %s --entry i64 --arg=-9223372036854775808 | FileCheck %s --check-prefix=I64MIN
// I64MIN: result #0: tile<i64> = -9223372036854775808
// RUN: tilec run %s --entry i64 --arg 9223372036854775807 | FileCheck %s --check-prefix=I64MAX
// I64MAX: result #0: tile<i64> = 9223372036854775807
// RUN: tilec run %s --entry i64 --arg 18446744073709551615 | FileCheck %s --check-prefix=I64U
// I64U: result #0: tile<i64> = -1
// RUN: tilec run %s --entry i64 --arg=-0x8000000000000000 | FileCheck %s --check-prefix=I64NEGHEX
// I64NEGHEX: result #0: tile<i64> = -9223372036854775808
// RUN: tilec run %s --entry i8 --arg 0x80 | FileCheck %s --check-prefix=I8HEX
// I8HEX: result #0: tile<i8> = -128
// RUN: tilec run %s --entry i8 --arg 255 | FileCheck %s --check-prefix=I8U
// I8U: result #0: tile<i8> = -1
// i1: true/false, 1/0, and -1 (the signed reading of true).
// RUN: tilec run %s --entry i1 --arg=-1 | FileCheck %s --check-prefix=I1
// I1: result #0: tile<i1> = true
// RUN: not tilec run %s --entry i64 --arg=-9223372036854775809 2>&1 | FileCheck %s --check-prefix=I64LOW
// I64LOW: tilec: error: argument #0 (%a: tile<i64>): '-9223372036854775809' does not fit in i64
// RUN: not tilec run %s --entry i64 --arg 18446744073709551616 2>&1 | FileCheck %s --check-prefix=I64HIGH
// I64HIGH: tilec: error: argument #0 (%a: tile<i64>): '18446744073709551616' is not an integer
// RUN: not tilec run %s --entry i8 --arg=-129 2>&1 | FileCheck %s --check-prefix=I8LOW
// I8LOW: tilec: error: argument #0 (%a: tile<i8>): '-129' does not fit in i8
// RUN: not tilec run %s --entry i1 --arg 2 2>&1 | FileCheck %s --check-prefix=I1HIGH
// I1HIGH: tilec: error: argument #0 (%a: tile<i1>): '2' does not fit in i1
// RUN: not tilec run %s --entry i64 --arg 0x 2>&1 | FileCheck %s --check-prefix=HEXEMPTY
// HEXEMPTY: tilec: error: argument #0 (%a: tile<i64>): '0x' is not an integer
// RUN: not tilec run %s --entry f32 --arg 1.5x 2>&1 | FileCheck %s --check-prefix=NOTFLOAT
// NOTFLOAT: tilec: error: argument #0 (%a: tile<f32>): '1.5x' is not a floating-point number

// Floats are rounded once, to nearest even, from the decimal digits. 1 + 2^-24 is the tie
// between f32 1 and 1 + 2^-23: exactly on it rounds to even (1), a hair above it rounds up,
// which a detour through double (where the hair is lost) would get wrong.
// RUN: tilec run %s --entry f32 --arg 1.000000059604644775390625 | FileCheck %s --check-prefix=TIE
// TIE: result #0: tile<f32> = 1
// RUN: tilec run %s --entry f32 --arg 1.00000005960464477539062500000001 | FileCheck %s --check-prefix=ABOVE
// ABOVE: result #0: tile<f32> = 1.0000001
// The same for f16: 1 + 2^-11 is the tie between 1 and 1 + 2^-10 = 1.0009765625.
// RUN: tilec run %s --entry f16 --arg 1.00048828125000000000001 | FileCheck %s --check-prefix=F16ABOVE
// F16ABOVE: result #0: tile<f16> = 1.001
// f16 overflow rounds to Inf from 65520 (the tie above 65504) on; hex floats are read too.
// RUN: tilec run %s --entry f16 --arg 65520 | FileCheck %s --check-prefix=F16INF
// F16INF: result #0: tile<f16> = inf
// RUN: tilec run %s --entry f16 --arg 0x1p-24 | FileCheck %s --check-prefix=F16HEX
// F16HEX: result #0: tile<f16> = 6e-08
// `nan` and `inf` name NaN and Inf themselves: f8E4M3FN has a NaN encoding (0x7F) and f8E5M2
// an Inf (0x7C), although *converting* NaN to f8E4M3FN or Inf to f8E5M2 saturates (seed
// §5.1.3). Where the format lacks the value, the conversion rules apply: f8E4M3FN has no Inf
// (+-448), finite values beyond the range saturate.
// RUN: tilec run %s --entry e4m3 --arg nan | FileCheck %s --check-prefix=E4M3NAN
// E4M3NAN: result #0: tile<f8E4M3FN> = nan
// RUN: tilec run %s --entry e4m3 --arg=-inf | FileCheck %s --check-prefix=E4M3INF
// E4M3INF: result #0: tile<f8E4M3FN> = -448
// RUN: tilec run %s --entry e4m3 --arg 1000 | FileCheck %s --check-prefix=E4M3BIG
// E4M3BIG: result #0: tile<f8E4M3FN> = 448
// RUN: tilec run %s --entry e5m2 --arg inf | FileCheck %s --check-prefix=E5M2INF
// E5M2INF: result #0: tile<f8E5M2> = inf
// RUN: tilec run %s --entry e5m2 --arg=-inf | FileCheck %s --check-prefix=E5M2NEGINF
// E5M2NEGINF: result #0: tile<f8E5M2> = -inf
// RUN: tilec run %s --entry e5m2 --arg 100000 | FileCheck %s --check-prefix=E5M2BIG
// E5M2BIG: result #0: tile<f8E5M2> = 57344

cuda_tile.module @m {
  testing$func @f32(%a: tile<f32>) -> (tile<f32>) { return %a : tile<f32> }
  testing$func @f16(%a: tile<f16>) -> (tile<f16>) { return %a : tile<f16> }
  testing$func @e4m3(%a: tile<f8E4M3FN>) -> (tile<f8E4M3FN>) { return %a : tile<f8E4M3FN> }
  testing$func @e5m2(%a: tile<f8E5M2>) -> (tile<f8E5M2>) { return %a : tile<f8E5M2> }
  testing$func @i64(%a: tile<i64>) -> (tile<i64>) { return %a : tile<i64> }
  testing$func @i8(%a: tile<i8>) -> (tile<i8>) { return %a : tile<i8> }
  testing$func @i1(%a: tile<i1>) -> (tile<i1>) { return %a : tile<i1> }
}
