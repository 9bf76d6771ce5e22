// cmpf: every predicate, ordered and unordered, with NaN, signed zeros and infinities.
// RUN: tilec run %s --entry f32 | FileCheck %s
// RUN: tilec run %s --entry other_types | FileCheck %s --check-prefix=OTHER

cuda_tile.module @m {
  // Lanes (a, b): (1, 2), (2, 1), (1, 1), (+0, -0), (NaN, 1), (1, NaN), (NaN, NaN), (-inf, inf).
  // ordered is false whenever a NaN is involved, unordered true; otherwise both are a PRED b,
  // with +0 == -0.
  // CHECK: result #0: tile<8xi1> = [false, false, true, true, false, false, false, false]
  // CHECK: result #1: tile<8xi1> = [false, false, true, true, true, true, true, false]
  // CHECK: result #2: tile<8xi1> = [true, true, false, false, false, false, false, true]
  // CHECK: result #3: tile<8xi1> = [true, true, false, false, true, true, true, true]
  // CHECK: result #4: tile<8xi1> = [true, false, false, false, false, false, false, true]
  // CHECK: result #5: tile<8xi1> = [true, false, false, false, true, true, true, true]
  // CHECK: result #6: tile<8xi1> = [true, false, true, true, false, false, false, true]
  // CHECK: result #7: tile<8xi1> = [true, false, true, true, true, true, true, true]
  // CHECK: result #8: tile<8xi1> = [false, true, false, false, false, false, false, false]
  // CHECK: result #9: tile<8xi1> = [false, true, false, false, true, true, true, false]
  // CHECK: result #10: tile<8xi1> = [false, true, true, true, false, false, false, false]
  // CHECK: result #11: tile<8xi1> = [false, true, true, true, true, true, true, false]
  testing$func @f32() -> (tile<8xi1>, tile<8xi1>, tile<8xi1>, tile<8xi1>, tile<8xi1>, tile<8xi1>,
                         tile<8xi1>, tile<8xi1>, tile<8xi1>, tile<8xi1>, tile<8xi1>, tile<8xi1>) {
    %a = constant <f32: [1.0, 2.0, 1.0, 0.0, 0x7FC00000, 1.0, 0xFFC00000, 0xFF800000]> : tile<8xf32>
    %b = constant <f32: [2.0, 1.0, 1.0, -0.0, 1.0, 0x7F800001, 0x7FC00000, 0x7F800000]> : tile<8xf32>
    %r0 = cmpf equal ordered %a, %b : tile<8xf32> -> tile<8xi1>
    %r1 = cmpf equal unordered %a, %b : tile<8xf32> -> tile<8xi1>
    %r2 = cmpf not_equal ordered %a, %b : tile<8xf32> -> tile<8xi1>
    %r3 = cmpf not_equal unordered %a, %b : tile<8xf32> -> tile<8xi1>
    %r4 = cmpf less_than ordered %a, %b : tile<8xf32> -> tile<8xi1>
    %r5 = cmpf less_than unordered %a, %b : tile<8xf32> -> tile<8xi1>
    %r6 = cmpf less_than_or_equal ordered %a, %b : tile<8xf32> -> tile<8xi1>
    %r7 = cmpf less_than_or_equal unordered %a, %b : tile<8xf32> -> tile<8xi1>
    %r8 = cmpf greater_than ordered %a, %b : tile<8xf32> -> tile<8xi1>
    %r9 = cmpf greater_than unordered %a, %b : tile<8xf32> -> tile<8xi1>
    %r10 = cmpf greater_than_or_equal ordered %a, %b : tile<8xf32> -> tile<8xi1>
    %r11 = cmpf greater_than_or_equal unordered %a, %b : tile<8xf32> -> tile<8xi1>
    return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11
        : tile<8xi1>, tile<8xi1>, tile<8xi1>, tile<8xi1>, tile<8xi1>, tile<8xi1>,
          tile<8xi1>, tile<8xi1>, tile<8xi1>, tile<8xi1>, tile<8xi1>, tile<8xi1>
  }

  // f16 2x2 (a, b): (2^-24, 0), (65504, inf), (-0, 0), (NaN, NaN): less_than ordered.
  // bf16 rank 0: 1 < 1.0078125. f64: subnormal 2^-1074 > 0, -2^-1074 < -0.
  // OTHER: result #0: tile<2x2xi1> = {{\[}}[false, true],
  // OTHER-NEXT:  [false, false]]
  // OTHER: result #1: tile<2x2xi1> = {{\[}}[true, true],
  // OTHER-NEXT:  [false, true]]
  // OTHER: result #2: tile<i1> = true
  // OTHER: result #3: tile<2xi1> = [true, false]
  testing$func @other_types() -> (tile<2x2xi1>, tile<2x2xi1>, tile<i1>, tile<2xi1>) {
    %a = constant <f16: [[0x0001, 65504.0], [-0.0, 0x7E00]]> : tile<2x2xf16>
    %b = constant <f16: [[0.0, 0x7C00], [0.0, 0x7E00]]> : tile<2x2xf16>
    %lt = cmpf less_than ordered %a, %b : tile<2x2xf16> -> tile<2x2xi1>
    %ne = cmpf not_equal unordered %a, %b : tile<2x2xf16> -> tile<2x2xi1>
    %c = constant <bf16: 1.0> : tile<bf16>
    %d = constant <bf16: 1.0078125> : tile<bf16>
    %blt = cmpf less_than ordered %c, %d : tile<bf16> -> tile<i1>
    %e = constant <f64: [0x0000000000000001, 0x8000000000000001]> : tile<2xf64>
    %f = constant <f64: [0.0, -0.0]> : tile<2xf64>
    %dgt = cmpf greater_than ordered %e, %f : tile<2xf64> -> tile<2xi1>
    return %lt, %ne, %blt, %dgt : tile<2x2xi1>, tile<2x2xi1>, tile<i1>, tile<2xi1>
  }
}
