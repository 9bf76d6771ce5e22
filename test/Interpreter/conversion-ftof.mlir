// ftof (tile-ir-ops.md §2.6, §3.5): one rounding to nearest even; IEEE-like targets overflow to
// inf, f8E4M3FN/f8E5M2/f4E2M1FN saturate (NaN -> +448 / +6 for the NaN-less ones),
// f8E8M0FNU needs rounding<zero> or rounding<positive_inf>, saturates to [2^-127, 2^127] and
// maps zero/negatives to 2^-127 and inf/NaN to NaN. Widening conversions are exact.
// RUN: tilec run %s --entry to_f16 | FileCheck %s --check-prefix=F16
// RUN: tilec run %s --entry to_bf16_tf32 | FileCheck %s --check-prefix=BF16
// RUN: tilec run %s --entry to_f8 | FileCheck %s --check-prefix=F8
// RUN: tilec run %s --entry to_f4 | FileCheck %s --check-prefix=F4
// RUN: tilec run %s --entry to_e8m0 | FileCheck %s --check-prefix=E8M0
// RUN: tilec run %s --entry widening | FileCheck %s --check-prefix=WIDE
// RUN: tilec run %s --entry between_narrow | FileCheck %s --check-prefix=NARROW

cuda_tile.module @m {
  // 65520 is the midpoint between 65504 and 65536 (= inf), ties to even -> inf. 0.1 -> the
  // nearest f16 0.0999756 (prints 0.1). 3e-8 is above half the smallest subnormal 2^-24 (5.96e-8),
  // 1e-8 below it. 1 + 2^-11 ties to 1; 1 + 3*2^-11 ties to 1 + 2^-9 = 1.001953125.
  // F16: result #0: tile<8xf16> = [1, 65504, inf, 0.1, 6e-08, 0, 1, 1.002]
  // Signs, infinities and NaN survive; f64 beyond the f16 midpoint 65520 overflows.
  // F16: result #1: tile<4xf16> = [-0, -inf, nan, 65504]
  // F16: result #2: tile<2xf16> = [inf, -0]
  testing$func @to_f16() -> (tile<8xf16>, tile<4xf16>, tile<2xf16>) {
    %a = constant <f32: [1.0, 65504.0, 65520.0, 0.1, 3.0e-8, 1.0e-8, 1.00048828125,
                         1.00146484375]> : tile<8xf32>
    %0 = ftof %a : tile<8xf32> -> tile<8xf16>
    %b = constant <f64: [-0.0, 0xFFF0000000000000, 0x7FF8000000000000, 65519.99]> : tile<4xf64>
    %1 = ftof %b : tile<4xf64> -> tile<4xf16>
    %c = constant <f64: [65520.0, -1.0e-10]> : tile<2xf64>
    %2 = ftof %c : tile<2xf64> -> tile<2xf16>
    return %0, %1, %2 : tile<8xf16>, tile<4xf16>, tile<2xf16>
  }

  // bf16 keeps 7 fraction bits: 1 + 2^-8 ties to 1, 1 + 3*2^-8 ties to 1 + 2^-6 = 1.015625;
  // the f32 maximum is beyond bf16's max + half an ulp -> inf; 1e-40 -> 2^-133 (the smallest
  // bf16 subnormal, 9.2e-41).
  // BF16: result #0: tile<8xbf16> = [1, 1.016, inf, 9e-41, -0, nan, -inf, 3]
  // tf32 keeps 10: 1 + 2^-11 ties to 1, 1 + 3*2^-11 to 1.001953125, 1000.7 -> 1000.5 (ulp 0.5);
  // the f32 maximum rounds up to 2^128 -> inf.
  // BF16: result #1: tile<4xtf32> = [1, 1.002, 1000.5, inf]
  // tf32 -> f32 is exact (1.001953125 prints as 1.0019531, enough to read back in f32).
  // BF16: result #2: tile<4xf32> = [1, 1.0019531, 1000.5, inf]
  testing$func @to_bf16_tf32() -> (tile<8xbf16>, tile<4xtf32>, tile<4xf32>) {
    %a = constant <f32: [1.00390625, 1.01171875, 0x7F7FFFFF, 1.0e-40, -0.0, 0x7FC00000,
                         0xFF800000, 3.0]> : tile<8xf32>
    %0 = ftof %a : tile<8xf32> -> tile<8xbf16>
    %b = constant <f32: [1.00048828125, 1.00146484375, 1000.7, 0x7F7FFFFF]> : tile<4xf32>
    %1 = ftof %b : tile<4xf32> -> tile<4xtf32>
    %2 = ftof %1 : tile<4xtf32> -> tile<4xf32>
    return %0, %1, %2 : tile<8xbf16>, tile<4xtf32>, tile<4xf32>
  }

  // e4m3: beyond 448 and -inf saturate to +-448, NaN (either sign) becomes +448; 17 ties
  // between 16 and 18 -> 16, 19 between 18 and 20 -> 20 (even fraction); 2^-9 is the smallest
  // subnormal; -1e-4 is below half of it -> -0.
  // F8: result #0: tile<8xf8E4M3FN> = [1, 448, -448, 448, 16, 20, 0.002, -0]
  // e5m2: 1.125 ties to 1, 1.375 to 1.5; 60000 and inf saturate to 57344; NaN stays NaN;
  // 2^-16 is the smallest subnormal.
  // F8: result #1: tile<8xf8E5M2> = [1, 1.5, 57344, 57344, -57344, nan, 2e-05, -0]
  testing$func @to_f8() -> (tile<8xf8E4M3FN>, tile<8xf8E5M2>) {
    %a = constant <f32: [1.0, 500.0, 0xFF800000, 0xFFC00000, 17.0, 19.0, 0.001953125,
                         -1.0e-4]> : tile<8xf32>
    %0 = ftof %a : tile<8xf32> -> tile<8xf8E4M3FN>
    %b = constant <f32: [1.125, 1.375, 60000.0, 0x7F800000, 0xFF800000, 0x7FC00000,
                         1.52587890625e-5, -0.0]> : tile<8xf32>
    %1 = ftof %b : tile<8xf32> -> tile<8xf8E5M2>
    return %0, %1 : tile<8xf8E4M3FN>, tile<8xf8E5M2>
  }

  // e2m1 values: 0, 0.5, 1, 1.5, 2, 3, 4, 6. Ties go to the even encoding: 0.25 -> 0,
  // 0.75 -> 1, 2.5 -> 2, 5 -> 4, 1.75 -> 2; 100 and -inf saturate; NaN -> +6.
  // F4: result #0: tile<8xf4E2M1FN> = [0, 1, 2, 4, 6, -6, 6, 2]
  // F4: result #1: tile<2xf4E2M1FN> = [-0, 3]
  testing$func @to_f4() -> (tile<8xf4E2M1FN>, tile<2xf4E2M1FN>) {
    %a = constant <f32: [0.25, 0.75, 2.5, 5.0, 100.0, 0xFF800000, 0x7FC00000, 1.75]>
        : tile<8xf32>
    %0 = ftof %a : tile<8xf32> -> tile<8xf4E2M1FN>
    %b = constant <f16: [-0.25, 3.25]> : tile<2xf16>
    %1 = ftof %b : tile<2xf16> -> tile<2xf4E2M1FN>
    return %0, %1 : tile<8xf4E2M1FN>, tile<2xf4E2M1FN>
  }

  // rounding<zero> takes the largest power of two <= x, positive_inf the smallest >= x.
  // 0, negatives and values below 2^-127 give 2^-127 (prints 6e-39); inf and NaN give NaN;
  // 1e38 -> 2^126 (8.5e37); 2e38 rounds up past 2^127 and saturates.
  // E8M0: result #0: tile<8xf8E8M0FNU> = [1, 2, 0.5, 6e-39, 6e-39, nan, 9e+37, 6e-39]
  // E8M0: result #1: tile<8xf8E8M0FNU> = [1, 4, 1, 6e-39, nan, nan, 2e+38, 6e-39]
  // f64 far outside the range saturates at both ends, in both modes.
  // E8M0: result #2: tile<2xf8E8M0FNU> = [6e-39, 2e+38]
  // E8M0: result #3: tile<2xf8E8M0FNU> = [6e-39, 2e+38]
  testing$func @to_e8m0() -> (tile<8xf8E8M0FNU>, tile<8xf8E8M0FNU>, tile<2xf8E8M0FNU>,
                              tile<2xf8E8M0FNU>) {
    %a = constant <f32: [1.0, 3.0, 0.75, 0.0, -4.0, 0x7F800000, 1.0e38, 5.0e-39]> : tile<8xf32>
    %0 = ftof %a rounding<zero> : tile<8xf32> -> tile<8xf8E8M0FNU>
    %b = constant <f32: [1.0, 3.0, 0.75, 0.0, 0x7FC00000, 0x7F800000, 2.0e38, 5.0e-39]>
        : tile<8xf32>
    %1 = ftof %b rounding<positive_inf> : tile<8xf32> -> tile<8xf8E8M0FNU>
    %c = constant <f64: [1.0e-300, 1.0e300]> : tile<2xf64>
    %2 = ftof %c rounding<zero> : tile<2xf64> -> tile<2xf8E8M0FNU>
    %3 = ftof %c rounding<positive_inf> : tile<2xf64> -> tile<2xf8E8M0FNU>
    return %0, %1, %2, %3 : tile<8xf8E8M0FNU>, tile<8xf8E8M0FNU>, tile<2xf8E8M0FNU>,
        tile<2xf8E8M0FNU>
  }

  // Exact widening. e4m3 bits 0x38 = 1, 0xFE = -448, 0x08 = 2^-6, 0x7F NaN.
  // WIDE: result #0: tile<4xf32> = [1, -448, 0.015625, nan]
  // e8m0 bits 0x7F = 1, 0x80 = 2, 0x7E = 0.5, 0xFF NaN.
  // WIDE: result #1: tile<4xf64> = [1, 2, 0.5, nan]
  // WIDE: result #2: tile<4xf16> = [6, -0.5, 1.5, -0]
  // f16 -> f64: 65504 and the smallest subnormal 2^-24 (all 17 digits needed in f64).
  // WIDE: result #3: tile<2xf64> = [65504, 5.9604644775390625e-08]
  testing$func @widening() -> (tile<4xf32>, tile<4xf64>, tile<4xf16>, tile<2xf64>) {
    %a = constant <i8: [56, -2, 8, 127]> : tile<4xi8>
    %e4 = bitcast %a : tile<4xi8> -> tile<4xf8E4M3FN>
    %0 = ftof %e4 : tile<4xf8E4M3FN> -> tile<4xf32>
    %b = constant <i8: [127, -128, 126, -1]> : tile<4xi8>
    %e8 = bitcast %b : tile<4xi8> -> tile<4xf8E8M0FNU>
    %1 = ftof %e8 : tile<4xf8E8M0FNU> -> tile<4xf64>
    %c = constant <f4E2M1FN: [6.0, -0.5, 1.5, -0.0]> : tile<4xf4E2M1FN>
    %2 = ftof %c : tile<4xf4E2M1FN> -> tile<4xf16>
    %d = constant <f16: [65504.0, 0x0001]> : tile<2xf16>
    %3 = ftof %d : tile<2xf16> -> tile<2xf64>
    return %0, %1, %2, %3 : tile<4xf32>, tile<4xf64>, tile<4xf16>, tile<2xf64>
  }

  // Conversions between two narrow formats follow the target's row. e8m0 2^127 (0xFE):
  // f16 inf, e4m3 448 (saturated), bf16 exact (1.7e38); 2^-127 (0x00) is a bf16 subnormal.
  // NARROW: result #0: tile<2xf16> = [inf, 1]
  // NARROW: result #1: tile<2xf8E4M3FN> = [448, 1]
  // NARROW: result #2: tile<2xbf16> = [1.7e+38, 5.9e-39]
  // f16 -> bf16: 1 + 2^-8 ties to 1; 1 + 2^-8 + 2^-10 rounds up to 1 + 2^-7 (prints 1.01).
  // NARROW: result #3: tile<2xbf16> = [1, 1.01]
  // bf16 -> f16: 2^17 overflows; -3 is exact.
  // NARROW: result #4: tile<2xf16> = [inf, -3]
  testing$func @between_narrow() -> (tile<2xf16>, tile<2xf8E4M3FN>, tile<2xbf16>, tile<2xbf16>,
                                     tile<2xf16>) {
    %a = constant <i8: [-2, 127]> : tile<2xi8>
    %e8 = bitcast %a : tile<2xi8> -> tile<2xf8E8M0FNU>
    %0 = ftof %e8 : tile<2xf8E8M0FNU> -> tile<2xf16>
    %1 = ftof %e8 : tile<2xf8E8M0FNU> -> tile<2xf8E4M3FN>
    %b = constant <i8: [-2, 0]> : tile<2xi8>
    %e8b = bitcast %b : tile<2xi8> -> tile<2xf8E8M0FNU>
    %2 = ftof %e8b : tile<2xf8E8M0FNU> -> tile<2xbf16>
    %c = constant <f16: [1.00390625, 1.0048828125]> : tile<2xf16>
    %3 = ftof %c : tile<2xf16> -> tile<2xbf16>
    %d = constant <bf16: [131072.0, -3.0]> : tile<2xbf16>
    %4 = ftof %d : tile<2xbf16> -> tile<2xf16>
    return %0, %1, %2, %3, %4 : tile<2xf16>, tile<2xf8E4M3FN>, tile<2xbf16>, tile<2xbf16>,
        tile<2xf16>
  }
}
