// maxf/minf against a constant that is neither NaN nor the zero the op would not pick lower
// to x > c ? x : c (x < c for minf), the x86 maxps/minps (FloatToCPU.cpp,
// lowerMinMaxWithConstant): a NaN x gives c, an x equal to c gives c. Every case against the
// interpreter, and by hand.
// RUN: tilec-opt --convert-cuda-tile-to-cpu %s | FileCheck %s
// CHECK-LABEL: func.func @relu
// CHECK: scf.for
// CHECK-NEXT: %[[X:.*]] = memref.load
// CHECK-NEXT: %[[ABOVE:.*]] = arith.cmpf ogt, %[[X]], %[[ZERO:.*]] : f32
// CHECK-NEXT: arith.select %[[ABOVE]], %[[X]], %[[ZERO]] : f32
// With -0 (maxf) or +0 (minf), a NaN constant or propagate_nan, the general form stays:
// CHECK-LABEL: func.func @general
// CHECK-COUNT-4: arith.cmpf uno
//
// x = [nan, -inf, -3, -0, +0, 2.5, 7, inf, -nan(0xFFC00001), 1e-45]
// RUN: tilec run --compare-interpreter %s --entry relu | FileCheck %s --check-prefix=RELU
// RELU: result #0: tile<16xf32> = [0, 0, 0, 0, 0, 2.5, 7, inf, 0, 1e-45, 0, 0, 0, 0, 0, 0]
// RELU-NEXT: result #1: tile<16xf32> = [2.5, 2.5, 2.5, 2.5, 2.5, 2.5, 7, inf, 2.5, 2.5, 2.5, 2.5, 2.5, 2.5, 2.5, 2.5]
// RELU-NEXT: result #2: tile<16xf32> = [-0, -inf, -3, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0]
// RELU-NEXT: result #3: tile<16xf32> = [2.5, -inf, -3, -0, 0, 2.5, 2.5, 2.5, 2.5, 1e-45, 0, 0, 0, 0, 0, 0]
// RELU-NEXT: result #4: tile<16xf16> = [0, 0, 0, 0, 0, 2.5, 7, inf, 0, 0, 0, 0, 0, 0, 0, 0]
// RUN: tilec run --compare-interpreter %s --entry general | FileCheck %s --check-prefix=GENERAL
// GENERAL: result #0: tile<16xf32> = [-0, -0, -0, -0, 0, 2.5, 7, inf, -0, 1e-45, 0, 0, 0, 0, 0, 0]
// GENERAL-NEXT: result #1: tile<16xf32> = [0, -inf, -3, -0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
// GENERAL-NEXT: result #2: tile<16xf32> = [nan, -inf, -3, -0, 0, 2.5, 7, inf, nan, 1e-45, 0, 0, 0, 0, 0, 0]
// GENERAL-NEXT: result #3: tile<16xf32> = [nan, 0, 0, 0, 0, 2.5, 7, inf, nan, 1e-45, 0, 0, 0, 0, 0, 0]
cuda_tile.module @m {
  testing$func @relu() -> (tile<16xf32>, tile<16xf32>, tile<16xf32>, tile<16xf32>, tile<16xf16>) {
    %x = constant <f32: [0x7FC00000, 0xFF800000, -3.0, -0.0, 0.0, 2.5, 7.0, 0x7F800000, 0xFFC00001, 0x00000001, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]> : tile<16xf32>
    %zero = constant <f32: 0.0> : tile<16xf32>
    %minusZero = constant <f32: -0.0> : tile<16xf32>
    %c = constant <f32: 2.5> : tile<16xf32>
    %relu = maxf %x, %zero : tile<16xf32>
    %atLeast = maxf %c, %x : tile<16xf32>
    %atMost = minf %x, %minusZero : tile<16xf32>
    %clamped = minf %x, %c : tile<16xf32>
    %h = ftof %x : tile<16xf32> -> tile<16xf16>
    %hzero = constant <f16: 0.0> : tile<16xf16>
    %hrelu = maxf %h, %hzero : tile<16xf16>
    return %relu, %atLeast, %atMost, %clamped, %hrelu : tile<16xf32>, tile<16xf32>, tile<16xf32>, tile<16xf32>, tile<16xf16>
  }

  testing$func @general() -> (tile<16xf32>, tile<16xf32>, tile<16xf32>, tile<16xf32>) {
    %x = constant <f32: [0x7FC00000, 0xFF800000, -3.0, -0.0, 0.0, 2.5, 7.0, 0x7F800000, 0xFFC00001, 0x00000001, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]> : tile<16xf32>
    %zero = constant <f32: 0.0> : tile<16xf32>
    %minusZero = constant <f32: -0.0> : tile<16xf32>
    %nan = constant <f32: 0x7FC00000> : tile<16xf32>
    %maxMinusZero = maxf %x, %minusZero : tile<16xf32>
    %minZero = minf %x, %zero : tile<16xf32>
    %maxNan = maxf %x, %nan : tile<16xf32>
    %propagating = maxf %x, %zero propagate_nan : tile<16xf32>
    return %maxMinusZero, %minZero, %maxNan, %propagating : tile<16xf32>, tile<16xf32>, tile<16xf32>, tile<16xf32>
  }
}
