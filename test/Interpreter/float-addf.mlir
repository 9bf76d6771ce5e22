// addf in the four IEEE rounding modes, with flush_to_zero, and in every base float type.
// RUN: tilec run %s --entry f32_modes | FileCheck %s --check-prefix=F32
// RUN: tilec run %s --entry f32_flush | FileCheck %s --check-prefix=FTZ
// RUN: tilec run %s --entry f16_modes | FileCheck %s --check-prefix=F16
// RUN: tilec run %s --entry bf16_modes | FileCheck %s --check-prefix=BF16
// RUN: tilec run %s --entry f64_modes | FileCheck %s --check-prefix=F64
// RUN: tilec run %s --entry specials | FileCheck %s --check-prefix=SPECIAL

cuda_tile.module @m {
  // Lanes (a + b, exact value -> rounding):
  //  0: 1 + 2^-24: tie between 1 and 1+2^-23; even is 1, positive_inf goes up.
  //  1: -1 - 2^-24: the mirror image; negative_inf goes down.
  //  2: (1+2^-23) + 2^-24: tie between 1+2^-23 (odd) and 1+2^-22 (even): nearest picks 1+2^-22.
  //  3: 1.5 - 1.5 = exact zero: +0 in every mode except negative_inf, which gives -0.
  //  4: MAX + MAX overflows: to +inf when rounding up or to nearest, else stays at MAX.
  //  5: -MAX - MAX: the mirror image.
  //  6: 1 + 2^-60: far below half an ulp; only positive_inf moves to 1+2^-23.
  //  7: 3 + 2^-23 (ulp of 3 is 2^-22): a tie, 3 is even; positive_inf gives 3+2^-22.
  // F32: result #0: tile<8xf32> = [1, -1, 1.0000002, 0, inf, -inf, 1, 3]
  // F32: result #1: tile<8xf32> = [1, -1, 1.0000001, 0, 3.4028235e+38, -3.4028235e+38, 1, 3]
  // F32: result #2: tile<8xf32> = [1, -1.0000001, 1.0000001, -0, 3.4028235e+38, -inf, 1, 3]
  // F32: result #3: tile<8xf32> = [1.0000001, -1, 1.0000002, 0, inf, -3.4028235e+38, 1.0000001, 3.0000002]
  testing$func @f32_modes() -> (tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>) {
    %a = constant <f32: [1.0, -1.0, 0x3F800001, 1.5, 0x7F7FFFFF, 0xFF7FFFFF, 1.0, 3.0]> : tile<8xf32>
    %b = constant <f32: [0x33800000, 0xB3800000, 0x33800000, -1.5, 0x7F7FFFFF, 0xFF7FFFFF, 0x21800000, 0x34000000]> : tile<8xf32>
    %ne = addf %a, %b : tile<8xf32>
    %rz = addf %a, %b rounding<zero> : tile<8xf32>
    %rd = addf %a, %b rounding<negative_inf> : tile<8xf32>
    %ru = addf %a, %b rounding<positive_inf> : tile<8xf32>
    return %ne, %rz, %rd, %ru : tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>
  }

  // Without flush_to_zero subnormals take part exactly; with it, subnormal inputs are zeros of
  // their sign and a subnormal result becomes a zero of its sign.
  //  0: 2^-149 + 0            = 2^-149          | flushed: 0 + 0 = 0
  //  1: 2^-127 + 2^-127       = 2^-126 (normal) | flushed: 0 + 0 = 0
  //  2: 1.5*2^-126 - 2^-126   = 2^-127          | normal inputs, subnormal result: 0
  //  3: 2^-126 - 1.5*2^-126   = -2^-127         | -0
  //  4: -2^-149 + 0           = -2^-149         | -0 + 0 = 0 (nearest_even)
  //  5: 1 + 2^-149            = 1               | 1
  // With rounding<negative_inf>: -2^-149 + 0 -> -0 + 0 = -0, and 2^-149 - 2^-149 -> 0 - 0 = -0;
  // 0 + 0 stays +0 in every mode.
  // FTZ: result #0: tile<8xf32> = [1e-45, 1.1754944e-38, 5.877472e-39, -5.877472e-39, -1e-45, 1, 0, 0]
  // FTZ: result #1: tile<8xf32> = [0, 0, 0, -0, 0, 1, 0, 0]
  // FTZ: result #2: tile<8xf32> = [0, 0, 0, -0, -0, 1, 0, -0]
  testing$func @f32_flush() -> (tile<8xf32>, tile<8xf32>, tile<8xf32>) {
    %a = constant <f32: [0x00000001, 0x00400000, 0x00C00000, 0x00800000, 0x80000001, 1.0, 0.0, 0x00000001]> : tile<8xf32>
    %b = constant <f32: [0.0, 0x00400000, 0x80800000, 0x80C00000, 0.0, 0x00000001, 0.0, 0x80000001]> : tile<8xf32>
    %plain = addf %a, %b : tile<8xf32>
    %ftz = addf %a, %b flush_to_zero : tile<8xf32>
    %ftz_rd = addf %a, %b rounding<negative_inf> flush_to_zero : tile<8xf32>
    return %plain, %ftz, %ftz_rd : tile<8xf32>, tile<8xf32>, tile<8xf32>
  }

  // f16 (ulp of 1 is 2^-10, MAX 65504, overflow threshold 65520):
  //  0: 1 + 2^-11 tie -> 1 (even); up: 1+2^-10
  //  1: (1+2^-10) + 2^-11 tie -> 1+2^-9 (even); down/zero: 1+2^-10
  //  2: -1 - 2^-11 mirror of lane 0
  //  3: 65504 + 16 = 65520: exactly the overflow threshold, nearest goes to inf
  //  4: 65504 + 32 = 65536: above MAX, inf unless rounding toward zero/down
  //  5: 1 - 1 = +0, -0 under negative_inf
  //  6: 2^-14 - 2^-15 = 2^-15, an exact subnormal
  //  7: 3 + 2^-24 (smallest subnormal): only positive_inf moves, to 3+2^-9
  // F16: result #0: tile<8xf16> = [1, 1.002, -1, inf, inf, 0, 3.05e-05, 3]
  // F16: result #1: tile<8xf16> = [1, 1.001, -1, 65504, 65504, 0, 3.05e-05, 3]
  // F16: result #2: tile<8xf16> = [1, 1.001, -1.001, 65504, 65504, -0, 3.05e-05, 3]
  // F16: result #3: tile<8xf16> = [1.001, 1.002, -1, inf, inf, 0, 3.05e-05, 3.002]
  testing$func @f16_modes() -> (tile<8xf16>, tile<8xf16>, tile<8xf16>, tile<8xf16>) {
    %a = constant <f16: [1.0, 0x3C01, -1.0, 65504.0, 65504.0, 1.0, 0x0400, 3.0]> : tile<8xf16>
    %b = constant <f16: [0x1000, 0x1000, 0x9000, 16.0, 32.0, -1.0, 0x8200, 0x0001]> : tile<8xf16>
    %ne = addf %a, %b : tile<8xf16>
    %rz = addf %a, %b rounding<zero> : tile<8xf16>
    %rd = addf %a, %b rounding<negative_inf> : tile<8xf16>
    %ru = addf %a, %b rounding<positive_inf> : tile<8xf16>
    return %ne, %rz, %rd, %ru : tile<8xf16>, tile<8xf16>, tile<8xf16>, tile<8xf16>
  }

  // bf16 (ulp of 1 is 2^-7): 1 + 2^-8 and (1+2^-7) + 2^-8 are ties; 3 + 2^-130 is far below
  // half an ulp (computed exactly, not in f32 where it would be lost before rounding up).
  // BF16: result #0: tile<4xbf16> = [1, 1.016, -1, 3]
  // BF16: result #1: tile<4xbf16> = [1, 1.01, -1, 3]
  // BF16: result #2: tile<4xbf16> = [1, 1.01, -1.01, 3]
  // BF16: result #3: tile<4xbf16> = [1.01, 1.016, -1, 3.02]
  testing$func @bf16_modes() -> (tile<4xbf16>, tile<4xbf16>, tile<4xbf16>, tile<4xbf16>) {
    %a = constant <bf16: [1.0, 0x3F81, -1.0, 3.0]> : tile<4xbf16>
    %b = constant <bf16: [0x3B80, 0x3B80, 0xBB80, 0x0008]> : tile<4xbf16>
    %ne = addf %a, %b : tile<4xbf16>
    %rz = addf %a, %b rounding<zero> : tile<4xbf16>
    %rd = addf %a, %b rounding<negative_inf> : tile<4xbf16>
    %ru = addf %a, %b rounding<positive_inf> : tile<4xbf16>
    return %ne, %rz, %rd, %ru : tile<4xbf16>, tile<4xbf16>, tile<4xbf16>, tile<4xbf16>
  }

  // f64: 1 + 2^-53 is a tie (even: 1), 1 + 2^-1074 is far below half an ulp.
  // F64: result #0: tile<4xf64> = [1, -1, 1, 0]
  // F64: result #1: tile<4xf64> = [1, -1, 1, 0]
  // F64: result #2: tile<4xf64> = [1, -1.0000000000000002, 1, -0]
  // F64: result #3: tile<4xf64> = [1.0000000000000002, -1, 1.0000000000000002, 0]
  testing$func @f64_modes() -> (tile<4xf64>, tile<4xf64>, tile<4xf64>, tile<4xf64>) {
    %a = constant <f64: [1.0, -1.0, 1.0, 2.5]> : tile<4xf64>
    %b = constant <f64: [0x3CA0000000000000, 0xBCA0000000000000, 0x0000000000000001, -2.5]> : tile<4xf64>
    %ne = addf %a, %b : tile<4xf64>
    %rz = addf %a, %b rounding<zero> : tile<4xf64>
    %rd = addf %a, %b rounding<negative_inf> : tile<4xf64>
    %ru = addf %a, %b rounding<positive_inf> : tile<4xf64>
    return %ne, %rz, %rd, %ru : tile<4xf64>, tile<4xf64>, tile<4xf64>, tile<4xf64>
  }

  // Signed zeros, infinities and NaN: (+0)+(-0) = +0, (-0)+(-0) = -0, inf + x = inf,
  // inf + (-inf) = NaN, NaN + x = NaN.
  // SPECIAL: result #0: tile<8xf32> = [0, -0, inf, -inf, nan, nan, nan, inf]
  // SPECIAL: result #1: tile<8xf32> = [-0, -0, inf, -inf, nan, nan, nan, inf]
  testing$func @specials() -> (tile<8xf32>, tile<8xf32>) {
    %a = constant <f32: [0.0, -0.0, 0x7F800000, 0xFF800000, 0x7F800000, 0x7FC00000, 1.0, 0x7F800000]> : tile<8xf32>
    %b = constant <f32: [-0.0, -0.0, 1.0, 1.0, 0xFF800000, 1.0, 0xFFC00000, 0x7F800000]> : tile<8xf32>
    %ne = addf %a, %b : tile<8xf32>
    %rd = addf %a, %b rounding<negative_inf> : tile<8xf32>
    return %ne, %rd : tile<8xf32>, tile<8xf32>
  }
}
