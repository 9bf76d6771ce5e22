// module, entry (with optimization hints), testing$func and return: custom form, the optional
// `cuda_tile.` op prefix inside modules, implicit return, and the generic form.
// RUN: tilec-opt %s | FileCheck %s
// RUN: tilec-opt %s | tilec-opt | FileCheck %s
// RUN: tilec-opt -mlir-print-op-generic %s | tilec-opt | FileCheck %s

// CHECK-LABEL: cuda_tile.module @kernels attributes {producer = "tilec tests"} {
cuda_tile.module @kernels attributes {producer = "tilec tests"} {
  // CHECK: entry @empty() {
  // CHECK-NEXT: return
  entry @empty() {
  }
  // CHECK: entry @args(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<f16>, %arg3: token, %arg4: tensor_view<?xf32, strides=[1]>) {
  cuda_tile.entry @args(%p: !cuda_tile.tile<!cuda_tile.ptr<f32>>, %n: tile<i32>, %x: tile<f16>,
                        %t: token, %v: tensor_view<?xf32, strides=[1]>) {
    cuda_tile.return
  }
  // Keys print sorted with ` = `, the empty hint list disappears.
  // CHECK: entry @hinted(%arg0: tile<i32>) optimization_hints=<default = {num_worker_warps_per_cta = 4}, sm_90 = {num_cta_in_cga = 2, occupancy = 1}> {
  entry @hinted(%n: tile<i32>) optimization_hints=<sm_90 = {occupancy = 1, num_cta_in_cga = 2}, default = {num_worker_warps_per_cta = 4}> {
    return
  }
  // CHECK: entry @no_hints() {
  entry @no_hints() optimization_hints=<> {
    return
  }
  // CHECK: testing$func @identity(%arg0: tile<4xf32>) -> tile<4xf32> {
  // CHECK-NEXT: return %arg0 : tile<4xf32>
  testing$func @identity(%a: tile<4xf32>) -> tile<4xf32> {
    return %a : tile<4xf32>
  }
  // CHECK: testing$func @pair(%arg0: tile<4xf32>, %arg1: token) -> (tile<4xf32>, token) {
  // CHECK-NEXT: return %arg0, %arg1 : tile<4xf32>, token
  cuda_tile.testing$func @pair(%a: tile<4xf32>, %t: token) -> (tile<4xf32>, token) {
    cuda_tile.return %a, %t : tile<4xf32>, token
  }
  // CHECK: testing$func @nothing() {
  testing$func @nothing() -> () {
  }
}

// An empty module is accepted (tile-ir-ops.md §1.1).
// CHECK-LABEL: cuda_tile.module @empty {
cuda_tile.module @empty {
}
