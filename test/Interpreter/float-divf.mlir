// divf: the four IEEE modes (correctly rounded), approx and full (f32), flush_to_zero.
// RUN: tilec run %s --entry f32_modes | FileCheck %s --check-prefix=F32
// RUN: tilec run %s --entry approx_full | FileCheck %s --check-prefix=APPROX
// RUN: tilec run %s --entry flush | FileCheck %s --check-prefix=FTZ
// RUN: tilec run %s --entry narrow_modes | FileCheck %s --check-prefix=NARROW

cuda_tile.module @m {
  // Lanes (a / b):
  //  0: 1/3 = 0.0101...b: nearest and up give 0x3EAAAAAB, zero and down 0x3EAAAAAA.
  //  1: -1/3: the mirror image.
  //  2: 5/3 = 1.6666666666...: 0x3FD55555 (1.6666666) below, 0x3FD55556 (1.6666667) above.
  //  3: 2^-149 / 2 = 2^-150: half the smallest subnormal, a tie: 0 (even), 2^-149 rounding up.
  //  4: 1/0 = inf; 5: 1/(-0) = -inf; 6: 0/0 = NaN.
  //  7: 1/2^127 = 2^-127, an exact subnormal.
  // F32: result #0: tile<8xf32> = [0.33333334, -0.33333334, 1.6666666, 0, inf, -inf, nan, 5.877472e-39]
  // F32: result #1: tile<8xf32> = [0.3333333, -0.3333333, 1.6666666, 0, inf, -inf, nan, 5.877472e-39]
  // F32: result #2: tile<8xf32> = [0.3333333, -0.33333334, 1.6666666, 0, inf, -inf, nan, 5.877472e-39]
  // F32: result #3: tile<8xf32> = [0.33333334, -0.3333333, 1.6666667, 1e-45, inf, -inf, nan, 5.877472e-39]
  testing$func @f32_modes() -> (tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>) {
    %a = constant <f32: [1.0, -1.0, 5.0, 0x00000001, 1.0, 1.0, 0.0, 1.0]> : tile<8xf32>
    %b = constant <f32: [3.0, 3.0, 3.0, 2.0, 0.0, -0.0, 0.0, 0x7F000000]> : tile<8xf32>
    %ne = divf %a, %b : tile<8xf32>
    %rz = divf %a, %b rounding<zero> : tile<8xf32>
    %rd = divf %a, %b rounding<negative_inf> : tile<8xf32>
    %ru = divf %a, %b rounding<positive_inf> : tile<8xf32>
    return %ne, %rz, %rd, %ru : tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>
  }

  // approx is a·(1/b) (§3.4), both steps rounded to nearest and the reciprocal flushed when
  // subnormal; full is the correctly rounded quotient (it is within its 2 ulp bound).
  //  0: 5/3: 1/3 -> 0x3EAAAAAB = 0.3333333432674408; times 5 = 1.666666716... -> 1.6666667,
  //     one ulp above the correctly rounded 1.6666666.
  //  1: 6/3: 6 · 0x3EAAAAAB = 2.0000000596 -> 2.
  //  2: 1/2^127: 1/b = 2^-127 is subnormal -> 0, so the quotient is 0 (spec: 2^126 < |b| <
  //     2^128 gives 0) where full gives 2^-127.
  //  3: inf/2^127: inf · 0 = NaN (spec: NaN for an infinite a in that range); full: inf.
  //  4: -1/2^127.5 (0x7F3504F3): -0 (sign of the product of signs).
  //  5: 1/0 = inf, 6: 0/0 = NaN, 7: 3/inf = 0.
  // APPROX: result #0: tile<8xf32> = [1.6666667, 2, 0, nan, -0, inf, nan, 0]
  // APPROX: result #1: tile<8xf32> = [1.6666666, 2, 5.877472e-39, inf, -4.156e-39, inf, nan, 0]
  testing$func @approx_full() -> (tile<8xf32>, tile<8xf32>) {
    %a = constant <f32: [5.0, 6.0, 1.0, 0x7F800000, -1.0, 1.0, 0.0, 3.0]> : tile<8xf32>
    %b = constant <f32: [3.0, 3.0, 0x7F000000, 0x7F000000, 0x7F3504F3, 0.0, 0.0, 0x7F800000]> : tile<8xf32>
    %approx = divf %a, %b rounding<approx> : tile<8xf32>
    %full = divf %a, %b rounding<full> : tile<8xf32>
    return %approx, %full : tile<8xf32>, tile<8xf32>
  }

  //  0: 2^-140 / 2: the subnormal dividend is flushed: 0 / 2 = 0 (else 2^-141).
  //  1: 2^-120 / 2^10 = 2^-130: a subnormal quotient, flushed to 0.
  //  2: -2^-120 / 2^10: flushed to -0.
  //  3: 2^-20 / 2^-140: the subnormal divisor is flushed: 2^-20 / 0 = inf (else 2^120).
  // The approx variant flushes the same way.
  // FTZ: result #0: tile<4xf32> = [3.59e-43, 7.34684e-40, -7.34684e-40, 1.329228e+36]
  // FTZ: result #1: tile<4xf32> = [0, 0, -0, inf]
  // FTZ: result #2: tile<4xf32> = [0, 0, -0, inf]
  testing$func @flush() -> (tile<4xf32>, tile<4xf32>, tile<4xf32>) {
    %a = constant <f32: [0x00000200, 0x03800000, 0x83800000, 0x35800000]> : tile<4xf32>
    %b = constant <f32: [2.0, 0x44800000, 0x44800000, 0x00000200]> : tile<4xf32>
    %plain = divf %a, %b : tile<4xf32>
    %ftz = divf %a, %b flush_to_zero : tile<4xf32>
    %approx = divf %a, %b rounding<approx> flush_to_zero : tile<4xf32>
    return %plain, %ftz, %approx : tile<4xf32>, tile<4xf32>, tile<4xf32>
  }

  // f16: 1/3 lies between 0x3555 (0.3333) and 0x3556 (0.3335); 1/(3·2^-14) = 5461.33 between
  // 5460 and 5464 (spacing 4). f64: 1/3 between 0x3FD5555555555555 and ...56.
  // NARROW: result #0: tile<4xf16> = [0.3333, -0.3333, 5460, 0.5]
  // NARROW: result #1: tile<4xf16> = [0.3333, -0.3335, 5460, 0.5]
  // NARROW: result #2: tile<4xf16> = [0.3335, -0.3333, 5464, 0.5]
  // NARROW: result #3: tile<2xf64> = [0.3333333333333333, -0.33333333333333337]
  // NARROW: result #4: tile<2xf64> = [0.33333333333333337, -0.3333333333333333]
  testing$func @narrow_modes() -> (tile<4xf16>, tile<4xf16>, tile<4xf16>, tile<2xf64>, tile<2xf64>) {
    %a = constant <f16: [1.0, -1.0, 1.0, 1.0]> : tile<4xf16>
    %b = constant <f16: [3.0, 3.0, 0x0A00, 2.0]> : tile<4xf16>
    %rz = divf %a, %b rounding<zero> : tile<4xf16>
    %rd = divf %a, %b rounding<negative_inf> : tile<4xf16>
    %ru = divf %a, %b rounding<positive_inf> : tile<4xf16>
    %c = constant <f64: [1.0, -1.0]> : tile<2xf64>
    %d = constant <f64: [3.0, 3.0]> : tile<2xf64>
    %drd = divf %c, %d rounding<negative_inf> : tile<2xf64>
    %dru = divf %c, %d rounding<positive_inf> : tile<2xf64>
    return %rz, %rd, %ru, %drd, %dru : tile<4xf16>, tile<4xf16>, tile<4xf16>, tile<2xf64>, tile<2xf64>
  }
}
