// fpowi (Tile IR 13.4): x to the power of an integer exponent that is always read signed; the
// special values follow C's pown (unconfirmed in the spec; the addendum's recommendation).
// RUN: tilec run %s --entry special | FileCheck %s --check-prefix=SPECIAL
// RUN: tilec run %s --entry range | FileCheck %s --check-prefix=RANGE
// RUN: tilec run %s --entry widths | FileCheck %s --check-prefix=WIDTHS
// RUN: tilec run %s --entry scalar --arg 1.5 --arg -2 | FileCheck %s --check-prefix=SCALAR
// RUN: tilec run %s --entry scalar --arg -0.0 --arg -1 | FileCheck %s --check-prefix=SCALAR-NEGZERO

cuda_tile.module @m {
  // 2^10 = 1024; 2^-3 = 0.125; 0.5^-2 = 4; (-2)^3 = -8; (-2)^0 = 1; NaN^0 = 1; NaN^1 = NaN;
  // 0^0 = 1; (-0)^3 = -0 (odd keeps the sign); (-0)^-3 = -inf; 0^-2 = inf; (-0)^2 = 0 (even);
  // inf^-1 = 0; (-inf)^3 = -inf; (-inf)^-2 = 0; (-1)^2147483647 = -1 (odd).
  // SPECIAL: result #0: tile<16xf32> = [1024, 0.125, 4, -8, 1, 1, nan, 1, -0, -inf, inf, 0, 0, -inf, 0, -1]
  testing$func @special() -> tile<16xf32> {
    %x = constant <f32: [2.0, 2.0, 0.5, -2.0, -2.0, 0x7FC00000, 0x7FC00000, 0.0,
                         -0.0, -0.0, 0.0, -0.0, 0x7F800000, 0xFF800000, 0xFF800000, -1.0]> : tile<16xf32>
    %n = constant <i32: [10, -3, -2, 3, 0, 0, 1, 0, 3, -3, -2, 2, -1, 3, -2, 2147483647]> : tile<16xi32>
    %p = fpowi %x, %n : tile<16xf32>, tile<16xi32>
    return %p : tile<16xf32>
  }

  // Overflow and underflow in f32: 2^127 is the largest power, 2^128 = inf; 2^-149 is the
  // smallest subnormal (printed 1e-45); 2^-150 is half of it and ties to even, 0; (-2)^-149 =
  // -2^-149. n = -2^31: 1.5^n underflows to 0, 0.5^n = 2^(2^31) overflows to inf (no overflow
  // on the way to 1/x^|n|), (-1)^n = 1 (even).
  // RANGE: result #0: tile<8xf32> = [1.7014118e+38, inf, 1e-45, 0, -1e-45, 0, inf, 1]
  testing$func @range() -> tile<8xf32> {
    %x = constant <f32: [2.0, 2.0, 2.0, 2.0, -2.0, 1.5, 0.5, -1.0]> : tile<8xf32>
    %n = constant <i32: [127, 128, -149, -150, -149, -2147483648, -2147483648,
                         -2147483648]> : tile<8xi32>
    %p = fpowi %x, %n : tile<8xf32>, tile<8xi32>
    return %p : tile<8xf32>
  }

  // An i1 exponent of 1 is -1 (read signed): 2^-1 = 0.5, 4^0 = 1.
  // WIDTHS: result #0: tile<2xf32> = [0.5, 1]
  // i8 into f16: 2^15 = 32768; 2^16 = 65536 > 65504 overflows to inf; 10^-8 is below half the
  // smallest f16 subnormal (2^-25 ~ 2.98e-8) and gives 0; (-2)^-128 = 2^-128 = 0 in f16.
  // WIDTHS: result #1: tile<4xf16> = [32768, inf, 0, 0]
  // i16 into bf16 (8 significant bits): 3^7 = 2187; bf16 values in [2048, 4096) are 16 apart,
  // so it rounds to 137·16 = 2192; (-2)^-5 = -0.03125 (printed -0.0312, the shortest decimal
  // that reads back as that bf16); 2^-133 is a bf16 subnormal (bf16 has f32's exponent range),
  // 9.18e-41, printed 9e-41 for the same reason; 1^-32768 = 1.
  // WIDTHS: result #2: tile<4xbf16> = [2192, -0.0312, 9e-41, 1]
  // i32 into f64: 10^-1 = 0.1 (correctly rounded); 2^1023; (-3)^3 = -27; 1.5^2 = 2.25.
  // WIDTHS: result #3: tile<4xf64> = [0.1, 8.98846567431158e+307, -27, 2.25]
  testing$func @widths() -> (tile<2xf32>, tile<4xf16>, tile<4xbf16>, tile<4xf64>) {
    %x = constant <f32: [2.0, 4.0]> : tile<2xf32>
    %b = constant <i1: [1, 0]> : tile<2xi1>
    %p = fpowi %x, %b : tile<2xf32>, tile<2xi1>
    %h = constant <f16: [2.0, 2.0, 10.0, -2.0]> : tile<4xf16>
    %n8 = constant <i8: [15, 16, -8, -128]> : tile<4xi8>
    %hp = fpowi %h, %n8 : tile<4xf16>, tile<4xi8>
    %c = constant <bf16: [3.0, -2.0, 2.0, 1.0]> : tile<4xbf16>
    %n16 = constant <i16: [7, -5, -133, -32768]> : tile<4xi16>
    %cp = fpowi %c, %n16 : tile<4xbf16>, tile<4xi16>
    %d = constant <f64: [10.0, 2.0, -3.0, 1.5]> : tile<4xf64>
    %n32 = constant <i32: [-1, 1023, 3, 2]> : tile<4xi32>
    %dp = fpowi %d, %n32 : tile<4xf64>, tile<4xi32>
    return %p, %hp, %cp, %dp : tile<2xf32>, tile<4xf16>, tile<4xbf16>, tile<4xf64>
  }

  // Rank 0: 1.5^-2 = 4/9 rounded to f32; (-0)^-1 = -inf.
  // SCALAR: result #0: tile<f32> = 0.44444445
  // SCALAR-NEGZERO: result #0: tile<f32> = -inf
  testing$func @scalar(%x: tile<f32>, %n: tile<i32>) -> tile<f32> {
    %p = fpowi %x, %n : tile<f32>, tile<i32>
    return %p : tile<f32>
  }
}
