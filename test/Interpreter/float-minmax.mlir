// maxf/minf: maximumNumber/minimumNumber by default, maximum/minimum with propagate_nan,
// +0 above -0, and flush_to_zero of the operands.
// RUN: tilec run %s --entry f32 | FileCheck %s --check-prefix=F32
// RUN: tilec run %s --entry flush | FileCheck %s --check-prefix=FTZ
// RUN: tilec run %s --entry other_types | FileCheck %s --check-prefix=OTHER

cuda_tile.module @m {
  // Lanes (a, b): (1, 2), (NaN, 5), (NaN, NaN), (-0, +0), (+0, -0), (-inf, -5), (3, NaN),
  // (2, -inf). Without propagate_nan a single NaN yields the other operand, two NaNs a NaN;
  // with it any NaN yields NaN. Signed zeros order -0 < +0 in both orders of the operands.
  // F32: result #0: tile<8xf32> = [2, 5, nan, 0, 0, -5, 3, 2]
  // F32: result #1: tile<8xf32> = [2, nan, nan, 0, 0, -5, nan, 2]
  // F32: result #2: tile<8xf32> = [1, 5, nan, -0, -0, -inf, 3, -inf]
  // F32: result #3: tile<8xf32> = [1, nan, nan, -0, -0, -inf, nan, -inf]
  testing$func @f32() -> (tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>) {
    %a = constant <f32: [1.0, 0x7FC00000, 0x7FC00000, -0.0, 0.0, 0xFF800000, 3.0, 2.0]> : tile<8xf32>
    %b = constant <f32: [2.0, 5.0, 0xFFC00001, 0.0, -0.0, -5.0, 0x7F800001, 0xFF800000]> : tile<8xf32>
    %max = maxf %a, %b : tile<8xf32>
    %maxp = maxf %a, %b propagate_nan : tile<8xf32>
    %min = minf %a, %b : tile<8xf32>
    %minp = minf %a, %b propagate_nan : tile<8xf32>
    return %max, %maxp, %min, %minp : tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>
  }

  // Subnormal operands are zeros of their sign under flush_to_zero. Lanes (a, b):
  //  0: (2^-149, -2^-149): max 2^-149, min -2^-149; flushed (+0, -0): max +0, min -0.
  //  1: (-2^-149, -0): max -0, min -2^-149; flushed (-0, -0): -0 both.
  //  2: (2^-149, +0): max 2^-149, min +0; flushed (+0, +0): +0 both.
  //  3: (-2^-149, 1): max 1, min -2^-149; flushed (-0, 1): max 1, min -0.
  // FTZ: result #0: tile<4xf32> = [1e-45, -0, 1e-45, 1]
  // FTZ: result #1: tile<4xf32> = [-1e-45, -1e-45, 0, -1e-45]
  // FTZ: result #2: tile<4xf32> = [0, -0, 0, 1]
  // FTZ: result #3: tile<4xf32> = [-0, -0, 0, -0]
  testing$func @flush() -> (tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32>) {
    %a = constant <f32: [0x00000001, 0x80000001, 0x00000001, 0x80000001]> : tile<4xf32>
    %b = constant <f32: [0x80000001, -0.0, 0.0, 1.0]> : tile<4xf32>
    %max = maxf %a, %b : tile<4xf32>
    %min = minf %a, %b : tile<4xf32>
    %maxf = maxf %a, %b flush_to_zero : tile<4xf32>
    %minf = minf %a, %b propagate_nan flush_to_zero : tile<4xf32>
    return %max, %min, %maxf, %minf : tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32>
  }

  // f16, bf16, f64: (65504, inf), (-0, +0), (NaN, -1), (2^-24, 0); the bf16 constant 65504
  // is 65536 and its last lane the subnormal 2^-133.
  // OTHER: result #0: tile<4xf16> = [inf, 0, -1, 6e-08]
  // OTHER: result #1: tile<4xf16> = [65504, -0, nan, 0]
  // OTHER: result #2: tile<4xbf16> = [65536, -0, -1, 0]
  // OTHER: result #3: tile<4xf64> = [inf, 0, nan, 5.9604644775390625e-08]
  testing$func @other_types() -> (tile<4xf16>, tile<4xf16>, tile<4xbf16>, tile<4xf64>) {
    %a = constant <f16: [65504.0, -0.0, 0x7E00, 0x0001]> : tile<4xf16>
    %b = constant <f16: [0x7C00, 0.0, -1.0, 0.0]> : tile<4xf16>
    %hmax = maxf %a, %b : tile<4xf16>
    %hmin = minf %a, %b propagate_nan : tile<4xf16>
    %c = constant <bf16: [65504.0, -0.0, 0x7FC0, 0x0001]> : tile<4xbf16>
    %d = constant <bf16: [0x7F80, 0.0, -1.0, 0.0]> : tile<4xbf16>
    %bmin = minf %c, %d : tile<4xbf16>
    %e = constant <f64: [65504.0, -0.0, 0x7FF8000000000000, 5.9604644775390625e-08]> : tile<4xf64>
    %f = constant <f64: [0x7FF0000000000000, 0.0, -1.0, 0.0]> : tile<4xf64>
    %dmax = maxf %e, %f propagate_nan : tile<4xf64>
    return %hmax, %hmin, %bmin, %dmax : tile<4xf16>, tile<4xf16>, tile<4xbf16>, tile<4xf64>
  }
}
