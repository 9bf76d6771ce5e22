// The Tile IR 13.4 operations besides fpowi (tile-ir-13.4-13.5.md §3.2-§3.4): insert (custom
// form as NVIDIA's disassembler prints it), gdc_launch_dependents_tko, gdc_wait_tko and
// memory_fence_alias_tko. Custom and generic forms round-trip; verifier rules with messages.
// RUN: split-file --leading-lines %s %t
// RUN: tilec-opt %t/valid.mlir | FileCheck %s
// RUN: tilec-opt %t/valid.mlir | tilec-opt | FileCheck %s
// RUN: tilec-opt -mlir-print-op-generic %t/valid.mlir | FileCheck %s --check-prefix=GENERIC
// RUN: tilec-opt -mlir-print-op-generic %t/valid.mlir | tilec-opt | FileCheck %s
// RUN: tilec-opt %t/invalid.mlir -split-input-file -verify-diagnostics

//--- valid.mlir
cuda_tile.module @m {
  // CHECK-LABEL: testing$func @tokens
  testing$func @tokens() {
    // CHECK-NEXT: %0 = gdc_wait_tko -> token
    %ready = gdc_wait_tko -> token
    // CHECK-NEXT: %1 = gdc_launch_dependents_tko token = %0 -> token
    %sig = gdc_launch_dependents_tko token = %ready -> token
    // CHECK-NEXT: %2 = gdc_launch_dependents_tko -> token
    %sig2 = cuda_tile.gdc_launch_dependents_tko -> !cuda_tile.token
    // CHECK-NEXT: %3 = gdc_wait_tko token = %2 -> token
    %w = gdc_wait_tko token = %sig2 -> token
    // Every spelling of the fence reads; it prints as NVIDIA's disassembler prints it.
    // CHECK-NEXT: %4 = memory_fence_alias_tko %1
    %f1 = memory_fence_alias_tko token = %sig -> token
    // CHECK-NEXT: %5 = memory_fence_alias_tko %4
    %f2 = memory_fence_alias_tko %f1 -> token
    // CHECK-NEXT: %6 = memory_fence_alias_tko %5
    %f3 = memory_fence_alias_tko %f2
    return
  }

  // CHECK-LABEL: testing$func @inserts
  testing$func @inserts(%src: tile<4xi32>, %dst: tile<8xi32>, %i: tile<i32>, %s2: tile<2x4xf16>,
                        %d2: tile<8x8xf16>) -> (tile<8xi32>, tile<8x8xf16>) {
    // The generic form reads; the custom form (NVIDIA's disassembler's) prints and reads.
    // CHECK-NEXT: %0 = insert %arg0, %arg1[%arg2] : tile<4xi32>, tile<8xi32>
    %r = "cuda_tile.insert"(%src, %dst, %i) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<8xi32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<8xi32>
    // CHECK-NEXT: %1 = insert %arg3, %arg4[%arg2, %arg2] : tile<2x4xf16>, tile<8x8xf16>
    %r2 = "cuda_tile.insert"(%s2, %d2, %i, %i) : (!cuda_tile.tile<2x4xf16>, !cuda_tile.tile<8x8xf16>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<8x8xf16>
    // CHECK-NEXT: %2 = insert %arg0, %0[%arg2] : tile<4xi32>, tile<8xi32>
    %r3 = insert %src, %r[%i] : tile<4xi32>, tile<8xi32>
    return %r3, %r2 : tile<8xi32>, tile<8x8xf16>
  }
}
// GENERIC: "cuda_tile.gdc_wait_tko"() : () -> !cuda_tile.token
// GENERIC: "cuda_tile.gdc_launch_dependents_tko"(%{{.*}}) : (!cuda_tile.token) -> !cuda_tile.token
// GENERIC: "cuda_tile.memory_fence_alias_tko"(%{{.*}}) : (!cuda_tile.token) -> !cuda_tile.token

//--- invalid.mlir
cuda_tile.testing$func @f(%src: tile<16xi32>, %dst: tile<8xi32>, %i: tile<i32>) {
  // expected-error @below {{'cuda_tile.insert' op source dimension 0 (16) must divide the destination dimension (8)}}
  %r = "cuda_tile.insert"(%src, %dst, %i) : (!cuda_tile.tile<16xi32>, !cuda_tile.tile<8xi32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<8xi32>
  return
}

// -----

cuda_tile.testing$func @f(%src: tile<4xi32>, %dst: tile<8xi32>, %i: tile<i32>) {
  // expected-error @below {{'cuda_tile.insert' op expects one index per dimension (1), got 2}}
  %r = "cuda_tile.insert"(%src, %dst, %i, %i) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<8xi32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<8xi32>
  return
}

// -----

cuda_tile.testing$func @f(%src: tile<4xi32>, %dst: tile<2x8xi32>, %i: tile<i32>) {
  // expected-error @below {{'cuda_tile.insert' op source and destination must have the same rank, got 1 and 2}}
  %r = "cuda_tile.insert"(%src, %dst, %i, %i) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<2x8xi32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<2x8xi32>
  return
}

// -----

cuda_tile.testing$func @f(%src: tile<4xf32>, %dst: tile<8xi32>, %i: tile<i32>) {
  // expected-error @below {{'cuda_tile.insert' op}}
  %r = "cuda_tile.insert"(%src, %dst, %i) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<8xi32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<8xi32>
  return
}

// -----

cuda_tile.testing$func @f(%src: tile<4xi32>, %dst: tile<8xi32>, %i: tile<i32>) {
  // expected-error @below {{'cuda_tile.insert' op failed to verify that all of {destination, result} have same type}}
  %r = "cuda_tile.insert"(%src, %dst, %i) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<8xi32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<4xi32>
  return
}

// -----

cuda_tile.testing$func @f(%src: tile<4xi32>, %dst: tile<8xi32>, %i: tile<i64>) {
  // expected-error @below {{'cuda_tile.insert' op operand #2 must be variadic of}}
  %r = "cuda_tile.insert"(%src, %dst, %i) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<8xi32>, !cuda_tile.tile<i64>) -> !cuda_tile.tile<8xi32>
  return
}

// -----

// A constant index past the last slice is undefined at run time: a warning, as for extract.
cuda_tile.testing$func @f(%src: tile<4xi32>, %dst: tile<8xi32>) {
  %c2 = constant <i32: 2> : tile<i32>
  // expected-warning @below {{'cuda_tile.insert' op index 0 (2) is out of range: dimension 0 has 2 slices}}
  %r = "cuda_tile.insert"(%src, %dst, %c2) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<8xi32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<8xi32>
  return
}

// -----

// insert's custom form names the source and destination types, separated by a comma.
cuda_tile.testing$func @f(%src: tile<4xi32>, %dst: tile<8xi32>, %i: tile<i32>) {
  // expected-error @below {{expected ','}}
  %r = insert %src into %dst[%i] : tile<4xi32> -> tile<8xi32>
  return
}

// -----

cuda_tile.testing$func @f(%src: tile<4xi32>, %dst: tile<8xi32>, %i: tile<i32>) {
  // expected-error @below {{expected ','}}
  %r = insert %src, %dst[%i] : tile<4xi32> -> tile<8xi32>
  return
}

// -----

cuda_tile.testing$func @f(%src: tile<4xi32>, %dst: tile<8xi32>, %i: tile<i32>) {
  // The custom form is checked by the same rules.
  // expected-error @below {{'cuda_tile.insert' op source dimension 0 (8) must divide the destination dimension (4)}}
  %r = insert %dst, %src[%i] : tile<8xi32>, tile<4xi32>
  return
}

// -----

cuda_tile.testing$func @f() {
  // The fence's token is required.
  // expected-error @below {{expected SSA operand}}
  %f = memory_fence_alias_tko -> token
  return
}

// -----

// expected-note @below {{prior use here}}
cuda_tile.testing$func @f(%x: tile<i32>) {
  // expected-error @below {{use of value '%x' expects different type than prior uses: '!cuda_tile.token' vs '!cuda_tile.tile<i32>'}}
  %f = memory_fence_alias_tko token = %x -> token
  return
}

// -----

cuda_tile.testing$func @f() {
  %t = make_token : token
  // expected-error @below {{'cuda_tile.gdc_wait_tko' op result #0 must be token}}
  %w = "cuda_tile.gdc_wait_tko"(%t) : (!cuda_tile.token) -> !cuda_tile.tile<i32>
  return
}
