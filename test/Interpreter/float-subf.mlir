// subf in the four IEEE rounding modes, with flush_to_zero, and its special values.
// RUN: tilec run %s --entry f32_modes | FileCheck %s --check-prefix=F32
// RUN: tilec run %s --entry flush | FileCheck %s --check-prefix=FTZ
// RUN: tilec run %s --entry specials | FileCheck %s --check-prefix=SPECIAL

cuda_tile.module @m {
  // Lanes (a - b, exact value -> rounding):
  //  0: 1 - 2^-25: tie between 1-2^-24 (odd) and 1 (even).
  //  1: -1 - 2^-25 (ulp 2^-23 above 1): below half an ulp; only negative_inf moves.
  //  2: 1 - 1 = exact zero: +0, but -0 under negative_inf.
  //  3: (2^-126 + 2^-149) - 2^-126 = 2^-149: subtraction of normals is exact down to subnormals.
  //  4: 5 - 5: as lane 2.
  //  5: 2 - (2 - 2^-22) = 2^-22, exact (Sterbenz).
  //  6: 2^127 - (-2^127) = 2^128 overflows: inf when rounding to nearest or up, MAX otherwise.
  //  7: 0.1f - 0.2f = -0.1f exactly (0.2f is 2·0.1f).
  // F32: result #0: tile<8xf32> = [1, -1, 0, 1e-45, 0, 2.3841858e-07, inf, -0.1]
  // F32: result #1: tile<8xf32> = [0.99999994, -1, 0, 1e-45, 0, 2.3841858e-07, 3.4028235e+38, -0.1]
  // F32: result #2: tile<8xf32> = [0.99999994, -1.0000001, -0, 1e-45, -0, 2.3841858e-07, 3.4028235e+38, -0.1]
  // F32: result #3: tile<8xf32> = [1, -1, 0, 1e-45, 0, 2.3841858e-07, inf, -0.1]
  testing$func @f32_modes() -> (tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>) {
    %a = constant <f32: [1.0, -1.0, 1.0, 0x00800001, 5.0, 2.0, 0x7F000000, 0.1]> : tile<8xf32>
    %b = constant <f32: [0x33000000, 0x33000000, 1.0, 0x00800000, 5.0, 0x3FFFFFFE, 0xFF000000, 0.2]> : tile<8xf32>
    %ne = subf %a, %b : tile<8xf32>
    %rz = subf %a, %b rounding<zero> : tile<8xf32>
    %rd = subf %a, %b rounding<negative_inf> : tile<8xf32>
    %ru = subf %a, %b rounding<positive_inf> : tile<8xf32>
    return %ne, %rz, %rd, %ru : tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>
  }

  // Lane 0 is lane 3 above: a subnormal difference of normals is flushed. Lane 1: subnormal
  // input 2^-149 minus -1 gives 1 either way. Lane 2: 0 - 2^-149 = -2^-149, flushed: 0 - 0 = +0.
  // Lane 3: a subnormal minus itself under flush is 0 - 0 = +0 (-0 with negative_inf).
  // FTZ: result #0: tile<4xf32> = [1e-45, 1, -1e-45, 0]
  // FTZ: result #1: tile<4xf32> = [0, 1, 0, 0]
  // FTZ: result #2: tile<4xf32> = [0, 1, -0, -0]
  testing$func @flush() -> (tile<4xf32>, tile<4xf32>, tile<4xf32>) {
    %a = constant <f32: [0x00800001, 0x00000001, 0.0, 0x00000003]> : tile<4xf32>
    %b = constant <f32: [0x00800000, -1.0, 0x00000001, 0x00000003]> : tile<4xf32>
    %plain = subf %a, %b : tile<4xf32>
    %ftz = subf %a, %b flush_to_zero : tile<4xf32>
    %ftz_rd = subf %a, %b rounding<negative_inf> flush_to_zero : tile<4xf32>
    return %plain, %ftz, %ftz_rd : tile<4xf32>, tile<4xf32>, tile<4xf32>
  }

  // inf - inf = NaN, inf - (-inf) = inf, (-0) - (+0) = -0, (+0) - (+0) = +0, NaN - x = NaN,
  // in f16 and f64.
  // SPECIAL: result #0: tile<8xf16> = [nan, inf, -0, 0, nan, -inf, 1, -65504]
  // SPECIAL: result #1: tile<8xf64> = [nan, inf, -0, 0, nan, -inf, 1, -65504]
  testing$func @specials() -> (tile<8xf16>, tile<8xf64>) {
    %a = constant <f16: [0x7C00, 0x7C00, -0.0, 0.0, 0x7E00, 0xFC00, 1.0, -65504.0]> : tile<8xf16>
    %b = constant <f16: [0x7C00, 0xFC00, 0.0, 0.0, 1.0, 1.0, 0.0, 0.0]> : tile<8xf16>
    %c = constant <f64: [0x7FF0000000000000, 0x7FF0000000000000, -0.0, 0.0, 0x7FF8000000000000, 0xFFF0000000000000, 1.0, -65504.0]> : tile<8xf64>
    %d = constant <f64: [0x7FF0000000000000, 0xFFF0000000000000, 0.0, 0.0, 1.0, 1.0, 0.0, 0.0]> : tile<8xf64>
    %h = subf %a, %b : tile<8xf16>
    %g = subf %c, %d : tile<8xf64>
    return %h, %g : tile<8xf16>, tile<8xf64>
  }
}
