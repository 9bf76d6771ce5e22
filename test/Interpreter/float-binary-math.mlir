// remf (exact C fmod), pow (C99 Annex F special cases) and atan2 (x is the numerator).
// RUN: tilec run %s --entry remf | FileCheck %s --check-prefix=REM
// RUN: tilec run %s --entry pow | FileCheck %s --check-prefix=POW
// RUN: tilec run %s --entry atan2 | FileCheck %s --check-prefix=ATAN2

cuda_tile.module @m {
  // remf = a - trunc(a/b)·b computed exactly: the sign of a, |r| < |b|.
  //  5.5 % 2 = 1.5; -5.5 % 2 = -1.5; 5.5 % -2 = 1.5; -4 % 2 = -0; 1 % 0 = NaN; inf % 1 = NaN;
  //  3 % inf = 3; NaN % 1 = NaN; 1e10 % 3 = 1 (1e10 is an f32); 1e10 % 0.1f = 11863543·2^-27
  //  (0.1f = 13421773·2^-27; the remainder is exact although 1e10/0.1f is far beyond 2^24);
  //  -0 % 5 = -0; 2^-149 % 2^-148 = 2^-149; 0.75 % -0.5 = 0.25; 7 % 7 = 0; -7 % 7 = -0.
  // REM: result #0: tile<16xf32> = [1.5, -1.5, 1.5, -0, nan, nan, 3, nan, 1, 0.08839028, -0, 1e-45, 0.25, 0, -0, nan]
  // f16: 65504 % 3 = 2; bf16: 304 % 7 = 3; f64: 1e300 % 0.1 (both doubles) exactly.
  // REM: result #1: tile<2xf16> = [2, -2]
  // REM: result #2: tile<2xbf16> = [3, -3]
  // REM: result #3: tile<2xf64> = [0.00011215964963492975, -0.00011215964963492975]
  testing$func @remf() -> (tile<16xf32>, tile<2xf16>, tile<2xbf16>, tile<2xf64>) {
    %a = constant <f32: [5.5, -5.5, 5.5, -4.0, 1.0, 0x7F800000, 3.0, 0x7FC00000,
                         1.0e10, 1.0e10, -0.0, 0x00000001, 0.75, 7.0, -7.0, 1.0]> : tile<16xf32>
    %b = constant <f32: [2.0, 2.0, -2.0, 2.0, 0.0, 1.0, 0x7F800000, 1.0,
                         3.0, 0.1, 5.0, 0x00000002, -0.5, 7.0, 7.0, -0.0]> : tile<16xf32>
    %r = remf %a, %b : tile<16xf32>
    %h = constant <f16: [65504.0, -65504.0]> : tile<2xf16>
    %h3 = constant <f16: [3.0, -3.0]> : tile<2xf16>
    %hr = remf %h, %h3 : tile<2xf16>
    %c = constant <bf16: [304.0, -304.0]> : tile<2xbf16>
    %c7 = constant <bf16: [7.0, 7.0]> : tile<2xbf16>
    %cr = remf %c, %c7 : tile<2xbf16>
    %d = constant <f64: [1.0e300, -1.0e300]> : tile<2xf64>
    %d1 = constant <f64: [0.1, 0.1]> : tile<2xf64>
    %dr = remf %d, %d1 : tile<2xf64>
    return %r, %hr, %cr, %dr : tile<16xf32>, tile<2xf16>, tile<2xbf16>, tile<2xf64>
  }

  // pow(x, y) lanes: 2^10 = 1024; NaN^0 = 1; 1^NaN = 1; (-2)^3 = -8; (-2)^0.5 = NaN (negative
  // base, non-integer exponent); 0^-1 = inf; (-0)^-1 = -inf (odd integer exponent); (-1)^inf = 1;
  // 2^0.5 = √2; (-0)^3 = -0; 0.5^-inf = inf; 2^-149 = the smallest subnormal; 2^128 = inf;
  // (-inf)^-3 = -0; (-8)^(1/3) = NaN (1/3 is not an integer); 4^-0.5 = 0.5.
  // POW: result #0: tile<16xf32> = [1024, 1, 1, -8, nan, inf, -inf, 1, 1.4142135, -0, inf, 1e-45, inf, -0, nan, 0.5]
  // f16: 2^15 = 32768, 2^16 = 65536 > 65504 overflows; 10^-8 underflows to 0 in f16.
  // POW: result #1: tile<4xf16> = [32768, inf, 0, 1]
  testing$func @pow() -> (tile<16xf32>, tile<4xf16>) {
    %x = constant <f32: [2.0, 0x7FC00000, 1.0, -2.0, -2.0, 0.0, -0.0, -1.0,
                         2.0, -0.0, 0.5, 2.0, 2.0, 0xFF800000, -8.0, 4.0]> : tile<16xf32>
    %y = constant <f32: [10.0, 0.0, 0x7FC00000, 3.0, 0.5, -1.0, -1.0, 0x7F800000,
                         0.5, 3.0, 0xFF800000, -149.0, 128.0, -3.0, 0.33333334, -0.5]> : tile<16xf32>
    %p = pow %x, %y : tile<16xf32>
    %h = constant <f16: [2.0, 2.0, 10.0, 0x7E00]> : tile<4xf16>
    %e = constant <f16: [15.0, 16.0, -8.0, 0.0]> : tile<4xf16>
    %hp = pow %h, %e : tile<4xf16>
    return %p, %hp : tile<16xf32>, tile<4xf16>
  }

  // atan2 %x, %y = C atan2(x, y), the angle of the point (y, x): atan2(1, 1) = π/4,
  // atan2(2, 0) = π/2, atan2(+0, -1) = π, atan2(-0, -1) = -π, atan2(+0, +0) = +0,
  // atan2(-0, +0) = -0, atan2(1, -inf) = π, atan2(-1, inf) = -0, atan2(1, -1) = 3π/4,
  // atan2(inf, inf) = π/4, atan2(NaN, 1) = NaN, atan2(-2, 0) = -π/2.
  // ATAN2: result #0: tile<16xf32> = [0.7853982, 1.5707964, 3.1415927, -3.1415927, 0, -0, 3.1415927, -0, 2.3561945, 0.7853982, nan, -1.5707964, 0, 0, 0, 0]
  // ATAN2: result #1: tile<2xf64> = [0.7853981633974483, -3.141592653589793]
  testing$func @atan2() -> (tile<16xf32>, tile<2xf64>) {
    %x = constant <f32: [1.0, 2.0, 0.0, -0.0, 0.0, -0.0, 1.0, -1.0,
                         1.0, 0x7F800000, 0x7FC00000, -2.0, 0.0, 0.0, 0.0, 0.0]> : tile<16xf32>
    %y = constant <f32: [1.0, 0.0, -1.0, -1.0, 0.0, 0.0, 0xFF800000, 0x7F800000,
                         -1.0, 0x7F800000, 1.0, 0.0, 1.0, 1.0, 1.0, 1.0]> : tile<16xf32>
    %a = atan2 %x, %y : tile<16xf32>
    %dx = constant <f64: [1.0, -0.0]> : tile<2xf64>
    %dy = constant <f64: [1.0, -1.0]> : tile<2xf64>
    %d = atan2 %dx, %dy : tile<2xf64>
    return %a, %d : tile<16xf32>, tile<2xf64>
  }
}
