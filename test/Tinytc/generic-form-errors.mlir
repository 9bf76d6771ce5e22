// RUN: tilec-opt -split-input-file -verify-diagnostics -allow-unregistered-dialect %s
//
// MLIR's generic form of the tinytc dialect goes through the same type reader and verifiers.

// expected-error @+1 {{strided layout must have one stride per mode (order 2), got 1}}
"test.op"() : () -> !tinytc.memref<f32x4x4,strided<1>>

// -----
"tinytc.func"() <{sym_name = "f"}> ({
^bb0(%a: !tinytc.memref<f32x4x4>, %b: !tinytc.memref<f32x8x4>):
  %one = "tinytc.constant"() <{value = 1.0 : f64}> : () -> f32
  // expected-error @+1 {{gemm: columns(op(A)) (4) must equal rows(op(B)) (8)}}
  "tinytc.gemm"(%one, %a, %b, %one, %a) : (f32, !tinytc.memref<f32x4x4>, !tinytc.memref<f32x8x4>, f32, !tinytc.memref<f32x4x4>) -> ()
}) : () -> ()

// -----
"tinytc.func"() <{sym_name = "f"}> ({
^bb0(%a: !tinytc.memref<f32x16x16>, %i: index):
  // expected-error @+1 {{load: static_indices marks 0 dynamic indices but 1 are given}}
  %0 = "tinytc.load"(%a, %i) <{static_indices = array<i64: 1, 2>}> : (!tinytc.memref<f32x16x16>, index) -> f32
}) : () -> ()

// -----
"tinytc.func"() <{sym_name = "f"}> ({
^bb0(%a: !tinytc.memref<f32x16x16>, %v: f32):
  // expected-error @+1 {{store: a constant index must be non-negative, got -3}}
  "tinytc.store"(%v, %a) <{static_indices = array<i64: 0, -3>}> : (f32, !tinytc.memref<f32x16x16>) -> ()
}) : () -> ()

// -----
"tinytc.func"() <{sym_name = "f"}> ({
  // expected-error @+1 {{constant: integer constant 300 does not fit in the type i8}}
  %0 = "tinytc.constant"() <{value = 300 : i64}> : () -> i8
}) : () -> ()

// -----
"tinytc.func"() <{sym_name = "f"}> ({
  // expected-error @+1 {{constant: integer constant does not fit in 64 bits}}
  %0 = "tinytc.constant"() <{value = 100000000000000000000 : i128}> : () -> i64
}) : () -> ()
