// fpowi (Tile IR 13.4): x to an integer power, `%r = fpowi %x, %n : tile<SxF>, tile<SxI>`.
// Custom form and generic form round-trip; the verifier's rules with their messages.
// RUN: split-file --leading-lines %s %t
// RUN: tilec-opt %t/valid.mlir | FileCheck %s
// RUN: tilec-opt %t/valid.mlir | tilec-opt | FileCheck %s
// RUN: tilec-opt -mlir-print-op-generic %t/valid.mlir | FileCheck %s --check-prefix=GENERIC
// RUN: tilec-opt -mlir-print-op-generic %t/valid.mlir | tilec-opt | FileCheck %s
// RUN: tilec-opt %t/invalid.mlir -split-input-file -verify-diagnostics

//--- valid.mlir
cuda_tile.module @powers {
  // CHECK-LABEL: testing$func @every_width
  testing$func @every_width(%x: tile<128xf64>, %k: tile<128xi32>, %h: tile<16xf16>, %k8: tile<16xi8>,
                            %b: tile<2x2xbf16>, %k16: tile<2x2xi16>, %s: tile<f32>, %one: tile<i1>) {
    // CHECK-NEXT: %0 = fpowi %arg0, %arg1 : tile<128xf64>, tile<128xi32>
    %p = fpowi %x, %k : tile<128xf64>, tile<128xi32>
    // CHECK-NEXT: %1 = fpowi %arg2, %arg3 : tile<16xf16>, tile<16xi8>
    %c = fpowi %h, %k8 : tile<16xf16>, tile<16xi8>
    // CHECK-NEXT: %2 = fpowi %arg4, %arg5 : tile<2x2xbf16>, tile<2x2xi16>
    %d = cuda_tile.fpowi %b, %k16 : !cuda_tile.tile<2x2xbf16>, !cuda_tile.tile<2x2xi16>
    // An i1 exponent is read signed: 1 means -1.
    // CHECK-NEXT: %3 = fpowi %arg6, %arg7 : tile<f32>, tile<i1>
    %e = fpowi %s, %one : tile<f32>, tile<i1>
    return
  }
}
// GENERIC: "cuda_tile.fpowi"(%{{.*}}, %{{.*}}) : (!cuda_tile.tile<128xf64>, !cuda_tile.tile<128xi32>) -> !cuda_tile.tile<128xf64>

//--- invalid.mlir
cuda_tile.testing$func @f(%x: tile<4xf32>, %n: tile<4xi64>) {
  // expected-error @below {{'cuda_tile.fpowi' op exponent elements must be i1, i8, i16 or i32, got 'i64'}}
  %r = fpowi %x, %n : tile<4xf32>, tile<4xi64>
  return
}

// -----

cuda_tile.testing$func @f(%x: tile<4xf32>, %n: tile<8xi32>) {
  // expected-error @below {{'cuda_tile.fpowi' op source and exponent must have the same shape, got '!cuda_tile.tile<4xf32>' and '!cuda_tile.tile<8xi32>'}}
  %r = fpowi %x, %n : tile<4xf32>, tile<8xi32>
  return
}

// -----

// Math operations take f16, bf16, f32 and f64 only.
cuda_tile.testing$func @f(%x: tile<4xtf32>, %n: tile<4xi32>) {
  // expected-error @below {{'cuda_tile.fpowi' op operand #0 must be tile of f16, bf16, f32 or f64}}
  %r = fpowi %x, %n : tile<4xtf32>, tile<4xi32>
  return
}

// -----

cuda_tile.testing$func @f(%x: tile<4xf32>, %n: tile<4xf32>) {
  // expected-error @below {{'cuda_tile.fpowi' op operand #1 must be tile of i1, i8, i16, i32 or i64}}
  %r = fpowi %x, %n : tile<4xf32>, tile<4xf32>
  return
}

// -----

cuda_tile.testing$func @f(%x: tile<4xf32>, %n: tile<4xi32>) {
  // The result has the source's type.
  // expected-error @below {{'cuda_tile.fpowi' op failed to verify that all of {source, result} have same type}}
  %r = "cuda_tile.fpowi"(%x, %n) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xf64>
  return
}
