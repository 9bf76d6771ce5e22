// mulf in the four IEEE rounding modes, with flush_to_zero, in every base float type.
// RUN: tilec run %s --entry f32_modes | FileCheck %s --check-prefix=F32
// RUN: tilec run %s --entry flush | FileCheck %s --check-prefix=FTZ
// RUN: tilec run %s --entry narrow_modes | FileCheck %s --check-prefix=NARROW
// RUN: tilec run %s --entry specials | FileCheck %s --check-prefix=SPECIAL

cuda_tile.module @m {
  // Lanes (a * b, exact value -> rounding):
  //  0: (1+2^-23)^2 = 1 + 2^-22 + 2^-46: rounds down to 1+2^-22 except toward +inf (1+3·2^-23).
  //  1: the negation: negative_inf gives -(1+3·2^-23).
  //  2: 2^-100 · 2^-100 = 2^-200 underflows: 0, or the smallest subnormal 2^-149 rounding up.
  //  3: -2^-100 · 2^-100: -0, or -2^-149 rounding down.
  //  4: 3 · 1 = 3 exactly.
  //  5: 2^64 · 2^64 = 2^128 overflows: inf, or MAX toward zero / negative_inf.
  //  6: (1+2^-12)(1-2^-12) = 1 - 2^-24, exact.
  //  7: 0.1f · 10 = 1.0000000149...: 1, or 1+2^-23 toward +inf.
  // F32: result #0: tile<8xf32> = [1.0000002, -1.0000002, 0, -0, 3, inf, 0.99999994, 1]
  // F32: result #1: tile<8xf32> = [1.0000002, -1.0000002, 0, -0, 3, 3.4028235e+38, 0.99999994, 1]
  // F32: result #2: tile<8xf32> = [1.0000002, -1.0000004, 0, -1e-45, 3, 3.4028235e+38, 0.99999994, 1]
  // F32: result #3: tile<8xf32> = [1.0000004, -1.0000002, 1e-45, -0, 3, inf, 0.99999994, 1.0000001]
  testing$func @f32_modes() -> (tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>) {
    %a = constant <f32: [0x3F800001, 0xBF800001, 0x0D800000, 0x8D800000, 3.0, 0x5F800000, 0x3F800800, 0.1]> : tile<8xf32>
    %b = constant <f32: [0x3F800001, 0x3F800001, 0x0D800000, 0x0D800000, 1.0, 0x5F800000, 0x3F7FF000, 10.0]> : tile<8xf32>
    %ne = mulf %a, %b : tile<8xf32>
    %rz = mulf %a, %b rounding<zero> : tile<8xf32>
    %rd = mulf %a, %b rounding<negative_inf> : tile<8xf32>
    %ru = mulf %a, %b rounding<positive_inf> : tile<8xf32>
    return %ne, %rz, %rd, %ru : tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>
  }

  //  0: 2^-70 · 2^-70 = 2^-140, a subnormal result: flushed to 0.
  //  1: -2^-70 · 2^-70: flushed to -0 (the sign is kept, §2.5 [Δ]).
  //  2: 2^-149 · 2^100 = 2^-49: the subnormal input is flushed first, so 0 · 2^100 = 0.
  //  3: -2^-149 · 2^100: -0 · 2^100 = -0.
  // FTZ: result #0: tile<4xf32> = [7.17e-43, -7.17e-43, 1.7763568e-15, -1.7763568e-15]
  // FTZ: result #1: tile<4xf32> = [0, -0, 0, -0]
  testing$func @flush() -> (tile<4xf32>, tile<4xf32>) {
    %a = constant <f32: [0x1C800000, 0x9C800000, 0x00000001, 0x80000001]> : tile<4xf32>
    %b = constant <f32: [0x1C800000, 0x1C800000, 0x71800000, 0x71800000]> : tile<4xf32>
    %plain = mulf %a, %b : tile<4xf32>
    %ftz = mulf %a, %b flush_to_zero : tile<4xf32>
    return %plain, %ftz : tile<4xf32>, tile<4xf32>
  }

  // f16 lanes: (1+2^-10)^2 = 1 + 2^-9 + 2^-20; its negation; 2^-12 · 2^-12 = 2^-24 (smallest
  // subnormal, exact); 2^-13 · 2^-12 = 2^-25, a tie between 0 (even) and 2^-24; 300 · 300 =
  // 90000 > 65504. The non-nearest modes on f16 are computed exactly and rounded once.
  // bf16 lanes: (1+2^-7)^2 = 1 + 2^-6 + 2^-14; 2^-70 · 2^-70 = 2^-140 below half of the
  // smallest subnormal 2^-133. f64: ±(1+2^-52)^2 = ±(1 + 2^-51 + 2^-104)
  // under positive_inf and zero.
  // NARROW: result #0: tile<8xf16> = [1.002, -1.002, 6e-08, 0, inf, 1, 1, 1]
  // NARROW: result #1: tile<8xf16> = [1.002, -1.002, 6e-08, 0, 65504, 1, 1, 1]
  // NARROW: result #2: tile<8xf16> = [1.002, -1.003, 6e-08, 0, 65504, 1, 1, 1]
  // NARROW: result #3: tile<8xf16> = [1.003, -1.002, 6e-08, 6e-08, inf, 1, 1, 1]
  // NARROW: result #4: tile<2xbf16> = [1.016, 0]
  // NARROW: result #5: tile<2xbf16> = [1.02, 9e-41]
  // NARROW: result #6: tile<2xf64> = [1.0000000000000007, -1.0000000000000004]
  // NARROW: result #7: tile<2xf64> = [1.0000000000000004, -1.0000000000000004]
  testing$func @narrow_modes() -> (tile<8xf16>, tile<8xf16>, tile<8xf16>, tile<8xf16>,
                                   tile<2xbf16>, tile<2xbf16>, tile<2xf64>, tile<2xf64>) {
    %a = constant <f16: [0x3C01, 0xBC01, 0x0C00, 0x0800, 300.0, 1.0, 1.0, 1.0]> : tile<8xf16>
    %b = constant <f16: [0x3C01, 0x3C01, 0x0C00, 0x0C00, 300.0, 1.0, 1.0, 1.0]> : tile<8xf16>
    %ne = mulf %a, %b : tile<8xf16>
    %rz = mulf %a, %b rounding<zero> : tile<8xf16>
    %rd = mulf %a, %b rounding<negative_inf> : tile<8xf16>
    %ru = mulf %a, %b rounding<positive_inf> : tile<8xf16>
    %c = constant <bf16: [0x3F81, 0x1C80]> : tile<2xbf16>
    %bne = mulf %c, %c : tile<2xbf16>
    %bru = mulf %c, %c rounding<positive_inf> : tile<2xbf16>
    %d = constant <f64: [0x3FF0000000000001, 0x3FF0000000000001]> : tile<2xf64>
    %e = constant <f64: [0x3FF0000000000001, 0xBFF0000000000001]> : tile<2xf64>
    %dru = mulf %d, %e rounding<positive_inf> : tile<2xf64>
    %drz = mulf %d, %e rounding<zero> : tile<2xf64>
    return %ne, %rz, %rd, %ru, %bne, %bru, %dru, %drz
        : tile<8xf16>, tile<8xf16>, tile<8xf16>, tile<8xf16>, tile<2xbf16>, tile<2xbf16>,
          tile<2xf64>, tile<2xf64>
  }

  // 0 · inf = NaN, -0 · 5 = -0, (-2)(-3) = 6, inf · (-1) = -inf, NaN · 0 = NaN.
  // SPECIAL: result #0: tile<8xbf16> = [nan, -0, 6, -inf, nan, 0, -0, 0]
  testing$func @specials() -> tile<8xbf16> {
    %a = constant <bf16: [0.0, -0.0, -2.0, 0x7F80, 0x7FC0, 0.0, -0.0, -0.0]> : tile<8xbf16>
    %b = constant <bf16: [0x7F80, 5.0, -3.0, -1.0, 0.0, 1.0, 1.0, -1.0]> : tile<8xbf16>
    %r = mulf %a, %b : tile<8xbf16>
    return %r : tile<8xbf16>
  }
}
