// fma: a·b + c with a single rounding, in the four IEEE modes, with flush_to_zero.
// RUN: tilec run %s --entry f32_modes | FileCheck %s --check-prefix=F32
// RUN: tilec run %s --entry flush | FileCheck %s --check-prefix=FTZ
// RUN: tilec run %s --entry narrow | FileCheck %s --check-prefix=NARROW

cuda_tile.module @m {
  // Lanes (a·b + c):
  //  0: (1+2^-23)(1-2^-23) - 1 = -2^-46 exactly; mulf then addf loses it (1-2^-46 rounds to 1).
  //  1: 1·1 + 2^-24: a tie, 1 (even), 1+2^-23 toward +inf.
  //  2: (1+2^-23)^2 + 0 = 1 + 2^-22 + 2^-46.
  //  3: 1·(-1) + 1 = exact zero: +0, -0 under negative_inf.
  //  4: inf·0 + 1 = NaN.
  //  5: MAX·2 - MAX = MAX: no intermediate overflow.
  //  6: (-0)·1 + (-0) = -0 in every mode.
  //  7: 0·1 + (-0) = +0, -0 under negative_inf.
  // F32: result #0: tile<8xf32> = [-1.4210855e-14, 1, 1.0000002, 0, nan, 3.4028235e+38, -0, 0]
  // F32: result #1: tile<8xf32> = [-1.4210855e-14, 1, 1.0000002, 0, nan, 3.4028235e+38, -0, 0]
  // F32: result #2: tile<8xf32> = [-1.4210855e-14, 1, 1.0000002, -0, nan, 3.4028235e+38, -0, -0]
  // F32: result #3: tile<8xf32> = [-1.4210855e-14, 1.0000001, 1.0000004, 0, nan, 3.4028235e+38, -0, 0]
  // F32: result #4: tile<8xf32> = [0, 1, 1.0000002, 0, nan, inf, -0, 0]
  testing$func @f32_modes() -> (tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>) {
    %a = constant <f32: [0x3F800001, 1.0, 0x3F800001, 1.0, 0x7F800000, 0x7F7FFFFF, -0.0, 0.0]> : tile<8xf32>
    %b = constant <f32: [0x3F7FFFFE, 1.0, 0x3F800001, -1.0, 0.0, 2.0, 1.0, 1.0]> : tile<8xf32>
    %c = constant <f32: [-1.0, 0x33800000, 0.0, 1.0, 1.0, 0xFF7FFFFF, -0.0, -0.0]> : tile<8xf32>
    %ne = fma %a, %b, %c : tile<8xf32>
    %rz = fma %a, %b, %c rounding<zero> : tile<8xf32>
    %rd = fma %a, %b, %c rounding<negative_inf> : tile<8xf32>
    %ru = fma %a, %b, %c rounding<positive_inf> : tile<8xf32>
    // Two roundings for contrast (lane 5: MAX·2 overflows before the addition).
    %p = mulf %a, %b : tile<8xf32>
    %unfused = addf %p, %c : tile<8xf32>
    return %ne, %rz, %rd, %ru, %unfused : tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>
  }

  //  0: 2^-70·2^-70 + 0 = 2^-140 (subnormal result): flushed to 0.
  //  1: 1·1 + 2^-149 toward +inf: 1+2^-23, but the flushed c makes it exactly 1.
  //  2: 2^-149·2^100 + 0: the flushed a makes it 0 (else 2^-49).
  //  3: -2^-70·2^-70 + 0: -2^-140 flushed to -0.
  // FTZ: result #0: tile<4xf32> = [7.17e-43, 1.0000001, 1.7763568e-15, -7.17e-43]
  // FTZ: result #1: tile<4xf32> = [0, 1, 0, -0]
  testing$func @flush() -> (tile<4xf32>, tile<4xf32>) {
    %a = constant <f32: [0x1C800000, 1.0, 0x00000001, 0x9C800000]> : tile<4xf32>
    %b = constant <f32: [0x1C800000, 1.0, 0x71800000, 0x1C800000]> : tile<4xf32>
    %c = constant <f32: [0.0, 0x00000001, 0.0, 0.0]> : tile<4xf32>
    %plain = fma %a, %b, %c rounding<positive_inf> : tile<4xf32>
    %ftz = fma %a, %b, %c rounding<positive_inf> flush_to_zero : tile<4xf32>
    return %plain, %ftz : tile<4xf32>, tile<4xf32>
  }

  // f16: (1+2^-10)(1-2^-10) - 1 = -2^-20 (an exact f16 subnormal); 1·1 + 2^-11 is a tie.
  // bf16: (1+2^-7)(1-2^-7) - 1 = -2^-14. f64: (1+2^-52)(1-2^-52) - 1 = -2^-104.
  // NARROW: result #0: tile<2xf16> = [-9.5e-07, 1]
  // NARROW: result #1: tile<2xf16> = [-9.5e-07, 1.001]
  // NARROW: result #2: tile<2xbf16> = [-6.1e-05, 1]
  // NARROW: result #3: tile<2xf64> = [-4.930380657631324e-32, 1.0000000000000002]
  testing$func @narrow() -> (tile<2xf16>, tile<2xf16>, tile<2xbf16>, tile<2xf64>) {
    %a = constant <f16: [0x3C01, 1.0]> : tile<2xf16>
    %b = constant <f16: [0x3BFE, 1.0]> : tile<2xf16>
    %c = constant <f16: [-1.0, 0x1000]> : tile<2xf16>
    %hne = fma %a, %b, %c : tile<2xf16>
    %hru = fma %a, %b, %c rounding<positive_inf> : tile<2xf16>
    %d = constant <bf16: [0x3F81, 1.0]> : tile<2xbf16>
    %e = constant <bf16: [0x3F7E, 1.0]> : tile<2xbf16>
    %f = constant <bf16: [-1.0, 0x3B80]> : tile<2xbf16>
    %bne = fma %d, %e, %f : tile<2xbf16>
    %g = constant <f64: [0x3FF0000000000001, 1.0]> : tile<2xf64>
    %h = constant <f64: [0x3FEFFFFFFFFFFFFE, 1.0]> : tile<2xf64>
    %i = constant <f64: [-1.0, 0x3CA0000000000000]> : tile<2xf64>
    %dru = fma %g, %h, %i rounding<positive_inf> : tile<2xf64>
    return %hne, %hru, %bne, %dru : tile<2xf16>, tile<2xf16>, tile<2xbf16>, tile<2xf64>
  }
}
