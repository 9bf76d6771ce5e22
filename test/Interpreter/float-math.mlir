// Unary math functions. Their accuracy is unspecified (§2.5 [U]); the reference evaluates them
// in double and rounds to nearest even (f16 and bf16 through f32, §2.5 [S]), so the inputs below
// are chosen far from rounding ties, and the special values (zeros, infinities, NaN, domain
// errors) are exact; f16_through_f32 picks inputs whose f32 result is an f16 tie on purpose.
// RUN: tilec run %s --entry exponentials | FileCheck %s --check-prefix=EXP
// RUN: tilec run %s --entry logarithms | FileCheck %s --check-prefix=LOG
// RUN: tilec run %s --entry trigonometric | FileCheck %s --check-prefix=TRIG
// RUN: tilec run %s --entry hyperbolic | FileCheck %s --check-prefix=HYP
// RUN: tilec run %s --entry rsqrt | FileCheck %s --check-prefix=RSQRT
// RUN: tilec run %s --entry narrow_wide | FileCheck %s --check-prefix=OTHER
// RUN: tilec run %s --entry f16_through_f32 | FileCheck %s --check-prefix=VIAF32

cuda_tile.module @m {
  // exp lanes: 0, -1, 1, 2, -103 (e^-103 = 1.8e-45 rounds to the subnormal 2^-149), 89
  // (overflow), -inf, NaN. approx gives the same accurate values here.
  // exp2 lanes: 3, -1, -149 (exact subnormal), -150 (half of 2^-149: a tie, to 0), 128
  // (overflow), 0.5 (√2), -inf, NaN. With flush_to_zero the subnormal results become 0.
  // EXP: result #0: tile<8xf32> = [1, 0.36787945, 2.7182817, 7.389056, 1e-45, inf, 0, nan]
  // EXP: result #1: tile<8xf32> = [1, 0.36787945, 2.7182817, 7.389056, 1e-45, inf, 0, nan]
  // EXP: result #2: tile<8xf32> = [8, 0.5, 1e-45, 0, inf, 1.4142135, 0, nan]
  // EXP: result #3: tile<8xf32> = [8, 0.5, 0, 0, inf, 1.4142135, 0, nan]
  // exp2 of a subnormal input is 1 flushed or not; exp2(-126) = 2^-126 is normal and kept.
  // EXP: result #4: tile<2xf32> = [1, 1.1754944e-38]
  testing$func @exponentials() -> (tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<2xf32>) {
    %a = constant <f32: [0.0, -1.0, 1.0, 2.0, -103.0, 89.0, 0xFF800000, 0x7FC00000]> : tile<8xf32>
    %exp = exp %a : tile<8xf32>
    %exp_approx = exp %a rounding<approx> : tile<8xf32>
    %b = constant <f32: [3.0, -1.0, -149.0, -150.0, 128.0, 0.5, 0xFF800000, 0x7FC00000]> : tile<8xf32>
    %exp2 = exp2 %b : tile<8xf32>
    %exp2_ftz = exp2 %b flush_to_zero : tile<8xf32>
    %c = constant <f32: [0x00000001, -126.0]> : tile<2xf32>
    %exp2_ftz_in = exp2 %c flush_to_zero : tile<2xf32>
    return %exp, %exp_approx, %exp2, %exp2_ftz, %exp2_ftz_in : tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<2xf32>
  }

  // Lanes: 1, 2, 10, 0.5, +0, -0, -1, inf. log(±0) = -inf, log(x<0) = NaN, log(inf) = inf.
  // log2 lanes: 8, 0.25, 2^-149, 3, then the same special lanes.
  // LOG: result #0: tile<8xf32> = [0, 0.6931472, 2.3025851, -0.6931472, -inf, -inf, nan, inf]
  // LOG: result #1: tile<8xf32> = [3, -2, -149, 1.5849625, -inf, -inf, nan, inf]
  testing$func @logarithms() -> (tile<8xf32>, tile<8xf32>) {
    %a = constant <f32: [1.0, 2.0, 10.0, 0.5, 0.0, -0.0, -1.0, 0x7F800000]> : tile<8xf32>
    %log = log %a : tile<8xf32>
    %b = constant <f32: [8.0, 0.25, 0x00000001, 3.0, 0.0, -0.0, -1.0, 0x7F800000]> : tile<8xf32>
    %log2 = log2 %b : tile<8xf32>
    return %log, %log2 : tile<8xf32>, tile<8xf32>
  }

  // Lanes: +0, -0, 1, -1, 0.5, inf, -inf, NaN. sin/tan are odd (keep -0), cos(±0) = 1, and the
  // infinities are domain errors (NaN).
  // TRIG: result #0: tile<8xf32> = [0, -0, 0.84147096, -0.84147096, 0.47942555, nan, nan, nan]
  // TRIG: result #1: tile<8xf32> = [1, 1, 0.5403023, 0.5403023, 0.87758255, nan, nan, nan]
  // TRIG: result #2: tile<8xf32> = [0, -0, 1.5574077, -1.5574077, 0.5463025, nan, nan, nan]
  testing$func @trigonometric() -> (tile<8xf32>, tile<8xf32>, tile<8xf32>) {
    %a = constant <f32: [0.0, -0.0, 1.0, -1.0, 0.5, 0x7F800000, 0xFF800000, 0x7FC00000]> : tile<8xf32>
    %sin = sin %a : tile<8xf32>
    %cos = cos %a : tile<8xf32>
    %tan = tan %a : tile<8xf32>
    return %sin, %cos, %tan : tile<8xf32>, tile<8xf32>, tile<8xf32>
  }

  // Lanes: +0, -0, 1, -1, 100, -inf, 20, NaN. sinh/cosh overflow at 100; sinh(20) = cosh(20) =
  // 242582597.7 rounds to a multiple of 16 (the f32 spacing there); tanh(20) rounds to 1
  // and tanh(-inf) = -1. tanh approx gives the same accurate values here.
  // HYP: result #0: tile<8xf32> = [0, -0, 1.1752012, -1.1752012, inf, -inf, 242582592, nan]
  // HYP: result #1: tile<8xf32> = [1, 1, 1.5430807, 1.5430807, inf, inf, 242582592, nan]
  // HYP: result #2: tile<8xf32> = [0, -0, 0.7615942, -0.7615942, 1, -1, 1, nan]
  // HYP: result #3: tile<8xf32> = [0, -0, 0.7615942, -0.7615942, 1, -1, 1, nan]
  testing$func @hyperbolic() -> (tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>) {
    %a = constant <f32: [0.0, -0.0, 1.0, -1.0, 100.0, 0xFF800000, 20.0, 0x7FC00000]> : tile<8xf32>
    %sinh = sinh %a : tile<8xf32>
    %cosh = cosh %a : tile<8xf32>
    %tanh = tanh %a : tile<8xf32>
    %tanh_approx = tanh %a rounding<approx> : tile<8xf32>
    return %sinh, %cosh, %tanh, %tanh_approx : tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>
  }

  // Lanes: 4, 2, 0.25, 2^-140 (subnormal), +0, -0, -1, inf. rsqrt(±0) = ±inf, rsqrt(inf) = +0.
  // Under flush_to_zero 2^-140 is +0 (inf), and -2^-140 is -0 (-inf) instead of a NaN.
  // RSQRT: result #0: tile<8xf32> = [0.5, 0.70710677, 2, 1.1805916e+21, inf, -inf, nan, 0]
  // RSQRT: result #1: tile<8xf32> = [0.5, 0.70710677, 2, inf, inf, -inf, nan, 0]
  // RSQRT: result #2: tile<2xf32> = [nan, 0]
  // RSQRT: result #3: tile<2xf32> = [-inf, 0]
  testing$func @rsqrt() -> (tile<8xf32>, tile<8xf32>, tile<2xf32>, tile<2xf32>) {
    %a = constant <f32: [4.0, 2.0, 0.25, 0x00000200, 0.0, -0.0, -1.0, 0x7F800000]> : tile<8xf32>
    %r = rsqrt %a : tile<8xf32>
    %rf = rsqrt %a flush_to_zero : tile<8xf32>
    %b = constant <f32: [0x80000200, 0x7F800000]> : tile<2xf32>
    %s = rsqrt %b : tile<2xf32>
    %sf = rsqrt %b flush_to_zero : tile<2xf32>
    return %r, %rf, %s, %sf : tile<8xf32>, tile<8xf32>, tile<2xf32>, tile<2xf32>
  }

  // f16 and bf16 results are rounded into their format from the f32 result; f64 ones are libm's
  // correctly rounded values. Lanes: f16 [1, 2, 0.5, -0]; bf16 [1, 12, -2, -0]; f64 [1, 10, 0.5, -0].
  // OTHER: result #0: tile<4xf16> = [0.8413, 0.909, 0.4795, -0]
  // OTHER: result #1: tile<4xf16> = [2.719, 7.39, 1.648, 1]
  // OTHER: result #2: tile<4xf16> = [0, 0.6934, -0.6934, -inf]
  // OTHER: result #3: tile<4xf16> = [0.7617, 0.964, 0.4622, -0]
  // bf16: e^12 = 162754.79 is a normal bf16 (spacing 1024 there), unlike in f16.
  // OTHER: result #4: tile<4xbf16> = [2.72, 162816, 0.136, 1]
  // OTHER: result #5: tile<4xbf16> = [0.84, -0.535, -0.91, -0]
  // OTHER: result #6: tile<4xbf16> = [0.54, 0.844, -0.416, 1]
  // OTHER: result #7: tile<4xf64> = [0.8414709848078965, -0.5440211108893698, 0.479425538604203, -0]
  // OTHER: result #8: tile<4xf64> = [2.718281828459045, 22026.465794806718, 1.6487212707001282, 1]
  // OTHER: result #9: tile<4xf64> = [0, 2.302585092994046, -0.6931471805599453, -inf]
  // OTHER: result #10: tile<4xf64> = [0.7615941559557649, 0.9999999958776927, 0.46211715726000974, -0]
  testing$func @narrow_wide() -> (tile<4xf16>, tile<4xf16>, tile<4xf16>, tile<4xf16>,
                                  tile<4xbf16>, tile<4xbf16>, tile<4xbf16>,
                                  tile<4xf64>, tile<4xf64>, tile<4xf64>, tile<4xf64>) {
    %h = constant <f16: [1.0, 2.0, 0.5, -0.0]> : tile<4xf16>
    %hsin = sin %h : tile<4xf16>
    %hexp = exp %h : tile<4xf16>
    %hlog = log %h : tile<4xf16>
    %htanh = tanh %h : tile<4xf16>
    %b = constant <bf16: [1.0, 12.0, -2.0, -0.0]> : tile<4xbf16>
    %bexp = exp %b : tile<4xbf16>
    %bsin = sin %b : tile<4xbf16>
    %bcos = cos %b : tile<4xbf16>
    %d = constant <f64: [1.0, 10.0, 0.5, -0.0]> : tile<4xf64>
    %dsin = sin %d : tile<4xf64>
    %dexp = exp %d : tile<4xf64>
    %dlog = log %d : tile<4xf64>
    %dtanh = tanh %d : tile<4xf64>
    return %hsin, %hexp, %hlog, %htanh, %bexp, %bsin, %bcos, %dsin, %dexp, %dlog, %dtanh
        : tile<4xf16>, tile<4xf16>, tile<4xf16>, tile<4xf16>, tile<4xbf16>, tile<4xbf16>,
          tile<4xbf16>, tile<4xf64>, tile<4xf64>, tile<4xf64>, tile<4xf64>
  }

  // Math on f16 is evaluated in f32 and then rounded (§2.5 [S], §3.4). For these inputs the
  // exact result lies within half an f32 ulp of an f16 midpoint, so f32 rounds it onto the
  // midpoint and the f16 rounding ties to even; rounding the exact value once would go the
  // other way (shown after "not").
  //  exp(0x1F79 = 0.007297515869140625) = 1.0073242076264..., 1.1e-8 below the midpoint
  //    1.00732421875 of 1 + 7·2^-10 and 1 + 8·2^-10 (f32 half ulp 6e-8): 1.0078125, not 1.0068.
  //  exp2(0x11C5 = 0.0007042884826660156) = 1.0004882947531..., 1.3e-8 above the midpoint
  //    1 + 2^-11: ties to 1, not 1.001 (1 + 2^-10).
  //  sin(±0x32B3 = ±0.2093505859375) = ±0.2078247089033..., 1.9e-9 above the midpoint
  //    0.20782470703125 of 1702·2^-13 and 1703·2^-13 (f32 half ulp 7.5e-9): 1702·2^-13 =
  //    0.207763671875, not 0.20788574.
  //  log(0x1D78 = 0.005340576171875) = -5.2324217344757..., 1.4e-7 nearer zero than the midpoint
  //    -5.232421875 of -1339·2^-8 and -1340·2^-8 (f32 half ulp 2.4e-7): -5.234375, not -5.2305.
  // VIAF32: result #0: tile<f16> = 1.008{{$}}
  // VIAF32: result #1: tile<f16> = 1{{$}}
  // VIAF32: result #2: tile<2xf16> = [0.2078, -0.2078]
  // VIAF32: result #3: tile<f16> = -5.234{{$}}
  testing$func @f16_through_f32() -> (tile<f16>, tile<f16>, tile<2xf16>, tile<f16>) {
    %a = constant <f16: 0x1F79> : tile<f16>
    %exp = exp %a : tile<f16>
    %b = constant <f16: 0x11C5> : tile<f16>
    %exp2 = exp2 %b : tile<f16>
    %c = constant <f16: [0x32B3, 0xB2B3]> : tile<2xf16>
    %sin = sin %c : tile<2xf16>
    %d = constant <f16: 0x1D78> : tile<f16>
    %log = log %d : tile<f16>
    return %exp, %exp2, %sin, %log : tile<f16>, tile<f16>, tile<2xf16>, tile<f16>
  }
}
