// itof (tile-ir-ops.md §2.6, §3.5): the exact integer, read signed or unsigned, rounded once to
// nearest even; f16/bf16/tf32/f32/f64 overflow to inf, f8E4M3FN/f8E5M2/f4E2M1FN saturate.
// RUN: tilec run %s --entry to_f32 | FileCheck %s --check-prefix=F32
// RUN: tilec run %s --entry to_f64 | FileCheck %s --check-prefix=F64
// RUN: tilec run %s --entry to_narrow | FileCheck %s --check-prefix=NARROW
// RUN: tilec run %s --entry to_small | FileCheck %s --check-prefix=SMALL
// RUN: tilec run %s --entry from_i1 | FileCheck %s --check-prefix=I1

cuda_tile.module @m {
  // f32 has 24 significant bits: 2^24 + 1 ties to 2^24, 2^24 + 3 to 2^24 + 4 (even), 2^25 + 2
  // ties to 2^25; 2^31 - 1 rounds to 2^31.
  // F32: result #0: tile<8xf32> = [16777216, 16777220, -1, -2147483648, 2147483648, 0, -16777216, 33554432]
  // Unsigned: -1 is 2^32 - 1 -> 2^32, MIN is 2^31.
  // F32: result #1: tile<4xf32> = [4294967296, 2147483648, 16777216, 1]
  // 2^60 + 2^36 + 1 is just above the midpoint 2^60 + 2^36 -> 2^60 + 2^37 (rounding through
  // f64 first would lose the +1 and give 2^60, printed 1.1529215e+18).
  // F32: result #2: tile<f32> = 1.1529216e+18
  testing$func @to_f32() -> (tile<8xf32>, tile<4xf32>, tile<f32>) {
    %a = constant <i32: [16777217, 16777219, -1, -2147483648, 2147483647, 0, -16777217,
                         33554434]> : tile<8xi32>
    %0 = itof %a signed : tile<8xi32> -> tile<8xf32>
    %b = constant <i32: [-1, -2147483648, 16777217, 1]> : tile<4xi32>
    %1 = itof %b unsigned : tile<4xi32> -> tile<4xf32>
    %c = constant <i64: 1152921573326323713> : tile<i64>
    %2 = itof %c signed : tile<i64> -> tile<f32>
    return %0, %1, %2 : tile<8xf32>, tile<4xf32>, tile<f32>
  }

  // f64 has 53: 2^53 + 1 ties to 2^53; -(2^53 + 3) ties to -(2^53 + 4); MAX -> 2^63.
  // F64: result #0: tile<4xf64> = [9007199254740992, -9007199254740996, 9.223372036854776e+18, -9.223372036854776e+18]
  // Unsigned 2^64 - 1 -> 2^64; i8 -1 read unsigned is 255.
  // F64: result #1: tile<f64> = 1.8446744073709552e+19
  // F64: result #2: tile<2xf64> = [255, 128]
  testing$func @to_f64() -> (tile<4xf64>, tile<f64>, tile<2xf64>) {
    %a = constant <i64: [9007199254740993, -9007199254740995, 9223372036854775807,
                         -9223372036854775808]> : tile<4xi64>
    %0 = itof %a signed : tile<4xi64> -> tile<4xf64>
    %b = constant <i64: -1> : tile<i64>
    %1 = itof %b unsigned : tile<i64> -> tile<f64>
    %c = constant <i8: [-1, -128]> : tile<2xi8>
    %2 = itof %c unsigned : tile<2xi8> -> tile<2xf64>
    return %0, %1, %2 : tile<4xf64>, tile<f64>, tile<2xf64>
  }

  // f16: 65519 is below the midpoint 65520 -> 65504; 65520 and beyond overflow to inf.
  // NARROW: result #0: tile<4xf16> = [65504, inf, inf, -inf]
  // bf16 (8 significant bits): 257 ties to 256, 259 to 260; 2^32 - 1 (unsigned) -> 2^32.
  // NARROW: result #1: tile<4xbf16> = [256, 260, 4294967296, 255]
  // tf32 (11 significant bits): 2049 ties to 2048, 2051 to 2052.
  // NARROW: result #2: tile<4xtf32> = [2048, 2052, -1, 16777216]
  testing$func @to_narrow() -> (tile<4xf16>, tile<4xbf16>, tile<4xtf32>) {
    %a = constant <i32: [65519, 65520, 70000, -65520]> : tile<4xi32>
    %0 = itof %a signed : tile<4xi32> -> tile<4xf16>
    %b = constant <i32: [257, 259, -1, 255]> : tile<4xi32>
    %1 = itof %b unsigned : tile<4xi32> -> tile<4xbf16>
    %c = constant <i32: [2049, 2051, -1, 16777217]> : tile<4xi32>
    %2 = itof %c signed : tile<4xi32> -> tile<4xtf32>
    return %0, %1, %2 : tile<4xf16>, tile<4xbf16>, tile<4xtf32>
  }

  // e4m3 between 64 and 128 has spacing 8: 100 ties to 96 (even), 127 -> 128, 17 ties to 16;
  // beyond 448 saturates (not inf, not NaN).
  // SMALL: result #0: tile<4xf8E4M3FN> = [96, 128, -128, 16]
  // SMALL: result #1: tile<4xf8E4M3FN> = [448, -448, 448, 0]
  // e5m2 between 2^14 and 2^15 has spacing 4096: 30000 -> 28672; beyond 57344 saturates.
  // SMALL: result #2: tile<4xf8E5M2> = [28672, 57344, -57344, 57344]
  // e2m1: 5 ties to 4, 7 -> 6, -100 saturates to -6, 3 is exact.
  // SMALL: result #3: tile<4xf4E2M1FN> = [4, 6, -6, 3]
  testing$func @to_small() -> (tile<4xf8E4M3FN>, tile<4xf8E4M3FN>, tile<4xf8E5M2>,
                               tile<4xf4E2M1FN>) {
    %a = constant <i8: [100, 127, -128, 17]> : tile<4xi8>
    %0 = itof %a signed : tile<4xi8> -> tile<4xf8E4M3FN>
    %b = constant <i16: [1000, -1000, 464, 0]> : tile<4xi16>
    %1 = itof %b signed : tile<4xi16> -> tile<4xf8E4M3FN>
    %c = constant <i32: [30000, 100000, -100000, 61440]> : tile<4xi32>
    %2 = itof %c signed : tile<4xi32> -> tile<4xf8E5M2>
    %d = constant <i32: [5, 7, -100, 3]> : tile<4xi32>
    %3 = itof %d signed : tile<4xi32> -> tile<4xf4E2M1FN>
    return %0, %1, %2, %3 : tile<4xf8E4M3FN>, tile<4xf8E4M3FN>, tile<4xf8E5M2>, tile<4xf4E2M1FN>
  }

  // Signed i1 true is -1 (§2.3).
  // I1: result #0: tile<2xf32> = [-1, 0]
  // I1: result #1: tile<2xf32> = [1, 0]
  // I1: result #2: tile<2xf8E4M3FN> = [-1, 0]
  testing$func @from_i1() -> (tile<2xf32>, tile<2xf32>, tile<2xf8E4M3FN>) {
    %a = constant <i1: [true, false]> : tile<2xi1>
    %0 = itof %a signed : tile<2xi1> -> tile<2xf32>
    %1 = itof %a unsigned : tile<2xi1> -> tile<2xf32>
    %2 = itof %a signed : tile<2xi1> -> tile<2xf8E4M3FN>
    return %0, %1, %2 : tile<2xf32>, tile<2xf32>, tile<2xf8E4M3FN>
  }
}
