// The Conversion family on the CPU (ConversionToCPU.cpp): inline arith code for the common
// formats, a runtime helper per tile for the 8- and 4-bit formats.
// RUN: tilec-opt --convert-cuda-tile-to-cpu %s | FileCheck %s
// RUN: tilec run %s --entry double_rounding | FileCheck %s --check-prefix=ROUND
// RUN: tilec run %s --entry narrow | FileCheck %s --check-prefix=NARROW
// RUN: tilec run %s --entry narrow_scalar --arg 300.5 | FileCheck %s --check-prefix=SCALAR
// RUN: tilec run %s --entry integers | FileCheck %s --check-prefix=INT

cuda_tile.module @m {
  // f32 -> bf16 rounds with integer arithmetic on the bits (not vcvtneps2bf16, which flushes
  // subnormals); f64 -> bf16 first rounds to odd in f32 (math.absf compares magnitudes); itof
  // from i32 goes through an exact f64. NaNs become the canonical NaN with a select.
  // CHECK-LABEL: func.func @double_rounding(
  // CHECK: scf.for
  // CHECK:   arith.bitcast %{{.*}} : f32 to i32
  // CHECK:   arith.shrui
  // CHECK:   arith.trunci %{{.*}} : i32 to i16
  // CHECK:   arith.cmpf uno
  // CHECK:   arith.select
  // CHECK: scf.for
  // CHECK:   arith.truncf %{{.*}} : f64 to f32
  // CHECK:   math.absf
  // CHECK: scf.for
  // CHECK:   arith.sitofp %{{.*}} : i32 to f64
  // CHECK-NOT: call
  // CHECK-LABEL: func.func @narrow(
  //
  // 16842753 = 2^24 + 2^16 + 1 is just above the tie between two bf16 neighbours: nearest in
  // f32 is the tie itself, so rounding through f32 would give 2^24; correct is 2^24 + 2^17
  // (16908288). 1 + 2^-8 + 2^-40 in f64 likewise rounds up to 1 + 2^-7 (1.0078125, printed
  // 1.01). In f32, 16842754 is above that tie and 1 + 2^-8 is one (to even: 1); the f32
  // subnormal 2^-130 stays a bf16 subnormal (printed 9e-41).
  // ROUND: result #0: tile<4xbf16> = [16908288, 1, 9e-41, nan]
  // ROUND: result #1: tile<2xbf16> = [16908288, 1.01]
  // ROUND: result #2: tile<2xbf16> = [16908288, -16908288]
  testing$func @double_rounding() -> (tile<4xbf16>, tile<2xbf16>, tile<2xbf16>) {
    %a = constant <f32: [16842754.0, 1.00390625, 9.18354962e-41, 0x7FC00001]> : tile<4xf32>
    %0 = ftof %a : tile<4xf32> -> tile<4xbf16>
    %b = constant <f64: [16842753.0, 1.0039062500000009]> : tile<2xf64>
    %1 = ftof %b : tile<2xf64> -> tile<2xbf16>
    %c = constant <i32: [16842753, -16842753]> : tile<2xi32>
    %2 = itof %c signed : tile<2xi32> -> tile<2xbf16>
    return %0, %1, %2 : tile<4xbf16>, tile<2xbf16>, tile<2xbf16>
  }

  // The 8- and 4-bit formats, i64 -> bf16 and ftoi from them call a helper once per tile.
  // CHECK: call @tilec_rt_convert_floats(%{{.*}}, %{{.*}}, %{{.*}}, %c4_i64
  // CHECK: call @tilec_rt_convert_integers_to_floats(
  // CHECK: call @tilec_rt_convert_floats(
  // CHECK: scf.for
  // CHECK:   arith.fptosi
  // CHECK-LABEL: func.func @narrow_scalar(
  // CHECK-NOT: scf.for
  // CHECK: call @tilec_rt_convert_floats(%{{.*}}, %{{.*}}, %{{.*}}, %c1_i64
  // f8E4M3FN has steps of 32 between 256 and 448 (its maximum, to which 1e9 saturates), so
  // 300.5 rounds to 288; f8E5M2 (steps of 64) gives 320; 2^9 is the power of two above it.
  // NARROW: result #0: tile<4xf8E4M3FN> = [288, -288, 448, 0]
  // NARROW: result #1: tile<2xbf16> = [9.22e+18, -16908288]
  // NARROW: result #2: tile<4xi8> = [127, -128, 127, 0]
  testing$func @narrow() -> (tile<4xf8E4M3FN>, tile<2xbf16>, tile<4xi8>) {
    %a = constant <f32: [300.5, -300.5, 1.0e9, 1.0e-9]> : tile<4xf32>
    %0 = ftof %a : tile<4xf32> -> tile<4xf8E4M3FN>
    %b = constant <i64: [9223372036854775807, -16842753]> : tile<2xi64>
    %1 = itof %b signed : tile<2xi64> -> tile<2xbf16>
    %2 = ftoi %0 signed : tile<4xf8E4M3FN> -> tile<4xi8>
    return %0, %1, %2 : tile<4xf8E4M3FN>, tile<2xbf16>, tile<4xi8>
  }

  // Rank 0: the helper reads and writes frame slots.
  // SCALAR: result #0: tile<f8E5M2> = 320
  // SCALAR: result #1: tile<f8E4M3FN> = 288
  // SCALAR: result #2: tile<f8E8M0FNU> = 512
  // SCALAR: result #3: tile<i16> = 320
  testing$func @narrow_scalar(%x: tile<f32>)
      -> (tile<f8E5M2>, tile<f8E4M3FN>, tile<f8E8M0FNU>, tile<i16>) {
    %0 = ftof %x : tile<f32> -> tile<f8E5M2>
    %1 = ftof %x : tile<f32> -> tile<f8E4M3FN>
    %2 = ftof %x rounding<positive_inf> : tile<f32> -> tile<f8E8M0FNU>
    %3 = ftoi %0 unsigned : tile<f8E5M2> -> tile<i16>
    return %0, %1, %2, %3 : tile<f8E5M2>, tile<f8E4M3FN>, tile<f8E8M0FNU>, tile<i16>
  }

  // Same-storage reinterpretations reuse the source buffer (no loop); i4 lives zero-extended in
  // an i8, so signed exti from i4 sign-extends within the byte and trunci to i4 masks. (The
  // elementwise loops are fused into one.)
  // CHECK-LABEL: func.func @integers(
  // CHECK: scf.for
  // CHECK:   arith.trunci %{{.*}} : i32 to i8
  // CHECK:   arith.andi
  // CHECK:   arith.shli
  // CHECK:   arith.shrsi
  // CHECK:   arith.extsi %{{.*}} : i8 to i32
  // CHECK-NOT: scf.for
  // CHECK: return
  // INT: result #0: tile<4xi32> = [-1, 7, -8, 0]
  // The f8E4M3FN encodings 1, 6 and 8 are 2^-9, 6 * 2^-9 and 2^-6 (printed shortest).
  // INT: result #1: tile<4xf8E4M3FN> = [0.002, 0.012, 0.016, 0]
  testing$func @integers() -> (tile<4xi32>, tile<4xf8E4M3FN>) {
    %a = constant <i32: [255, 23, -24, 16]> : tile<4xi32>
    %n = trunci %a : tile<4xi32> -> tile<4xi4>
    %0 = exti %n signed : tile<4xi4> -> tile<4xi32>
    %b = constant <i8: [1, 6, 8, 0]> : tile<4xi8>
    %1 = bitcast %b : tile<4xi8> -> tile<4xf8E4M3FN>
    return %0, %1 : tile<4xi32>, tile<4xf8E4M3FN>
  }
}
