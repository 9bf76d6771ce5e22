// The Tile IR 13.4 operations on the CPU: fpowi calls the runtime's scalar helper per element
// (the interpreter's own function, numeric::powIntegerElement) with the exponent sign-extended;
// insert copies the destination and writes the source over the selected subtile, with the
// checked-mode index check of extract; the grid dependency ops and the alias fence emit no code
// (tokens are nothing in compiled code).
// RUN: tilec-opt --convert-cuda-tile-to-cpu %s | FileCheck %s
// Compared with the interpreter:
// RUN: tilec run --compare-interpreter %s --entry powers | FileCheck %s --check-prefix=POWERS
// RUN: tilec run --compare-interpreter %s --entry insert3 --arg 1 | FileCheck %s --check-prefix=INSERT3
// RUN: not tilec run --compare-interpreter %s --entry insert3 --arg 2 2>&1 | FileCheck %s --check-prefix=PAST

// CHECK-LABEL: func.func @power_i1
// CHECK: scf.for
// CHECK: arith.bitcast %{{.*}} : f16 to i16
// CHECK: arith.extsi %{{.*}} : i1 to i64
// CHECK: call @tilec_rt_float_fpowi_scalar
// CHECK: arith.trunci %{{.*}} : i64 to i16
// CHECK: } {tilec.elementwise}

// CHECK-LABEL: func.func @insert_dynamic
// CHECK: arith.cmpi ult
// CHECK: scf.if
// CHECK: call @tilec_rt_insert_out_of_range
// CHECK: arith.remui
// CHECK: memref.copy
// CHECK: memref.store

// CHECK-LABEL: func.func @tokens
// CHECK-NOT: call
// CHECK: return

// (-2)^n for n = -32..31, in a fused chain (subi, fpowi, mulf): powers of two are exact, so the
// last element is (-2)^31 * 1 = -2147483648 and element 32 is (-2)^0 = 1.
// POWERS: result #0: tile<64xf32> = [2.3283064e-10, -4.656613e-10, 9.313226e-10,
// POWERS-SAME: 1, -2, 4, -8,
// POWERS-SAME: 1073741824, -2147483648]
// 4^-1 = 0.25 through an i8 exponent at rank 0.
// POWERS: result #1: tile<f64> = 0.25

// A 1x2x2 source into subtile [0, 1, 1] of a 2x4x4 tile of zeros: rows 2..3, columns 2..3 of
// the first plane.
// INSERT3: result #0: tile<2x4x4xi16> = {{\[\[}}[0, 0, 0, 0],
// INSERT3-NEXT: {{^}}  [0, 0, 0, 0],
// INSERT3-NEXT: {{^}}  [0, 0, 5, 6],
// INSERT3-NEXT: {{^}}  [0, 0, 7, 8]],
// PAST: error: insert: index 2 in dimension 1 selects a subtile that does not exist (2 subtiles of size 2)

cuda_tile.module @m {
  testing$func @power_i1(%x: tile<4xf16>, %n: tile<4xi1>) -> tile<4xf16> {
    %p = fpowi %x, %n : tile<4xf16>, tile<4xi1>
    return %p : tile<4xf16>
  }

  testing$func @insert_dynamic(%s: tile<2x4xf32>, %d: tile<4x8xf32>, %i: tile<i32>) -> tile<4x8xf32> {
    %r = "cuda_tile.insert"(%s, %d, %i, %i) : (!cuda_tile.tile<2x4xf32>, !cuda_tile.tile<4x8xf32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<4x8xf32>
    return %r : tile<4x8xf32>
  }

  testing$func @tokens() {
    %ready = gdc_wait_tko -> token
    %sig = gdc_launch_dependents_tko token = %ready -> token
    %f = memory_fence_alias_tko token = %sig -> token
    return
  }

  testing$func @powers() -> (tile<64xf32>, tile<f64>) {
    %i = iota : tile<64xi32>
    %c32 = constant <i32: 32> : tile<64xi32>
    %n = subi %i, %c32 : tile<64xi32>
    %x = constant <f32: -2.0> : tile<64xf32>
    %p = fpowi %x, %n : tile<64xf32>, tile<64xi32>
    %one = constant <f32: 1.0> : tile<64xf32>
    %q = mulf %p, %one rounding<nearest_even> : tile<64xf32>
    %four = constant <f64: 4.0> : tile<f64>
    %m = constant <i8: -1> : tile<i8>
    %r = fpowi %four, %m : tile<f64>, tile<i8>
    return %q, %r : tile<64xf32>, tile<f64>
  }

  testing$func @insert3(%j: tile<i32>) -> tile<2x4x4xi16> {
    %dst = constant <i16: 0> : tile<2x4x4xi16>
    %src = constant <i16: [[[5, 6], [7, 8]]]> : tile<1x2x2xi16>
    %c0 = constant <i32: 0> : tile<i32>
    %r = "cuda_tile.insert"(%src, %dst, %c0, %j, %j) : (!cuda_tile.tile<1x2x2xi16>, !cuda_tile.tile<2x4x4xi16>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<2x4x4xi16>
    return %r : tile<2x4x4xi16>
  }
}
