// `inbounds` on load_view_tko / store_view_tko (Tile IR 13.4, tile-ir-13.4-13.5.md §4.1): one
// flag per index, printed right after the indices; accepted among `token =` and
// `optimization_hints =` in any order; an all-false (or absent) list is the 13.3 behaviour and is
// not printed, so 13.3 text round-trips unchanged. Where the promise holds, results are the
// 13.3 results.
// RUN: split-file --leading-lines %s %t
// RUN: tilec-opt %t/valid.mlir | FileCheck %s
// RUN: tilec-opt %t/valid.mlir | tilec-opt | FileCheck %s
// RUN: tilec-opt -mlir-print-op-generic %t/valid.mlir | FileCheck %s --check-prefix=GENERIC
// RUN: tilec-opt -mlir-print-op-generic %t/valid.mlir | tilec-opt | FileCheck %s
// RUN: tilec-opt %t/invalid.mlir -split-input-file -verify-diagnostics
// RUN: tilec run %t/valid.mlir --entry kept_promise --arg iota:f32:16 | FileCheck %s --check-prefix=VALUES
// RUN: tilec run --interpret %t/valid.mlir --entry kept_promise --arg iota:f32:16 | FileCheck %s --check-prefix=VALUES
// VALUES: result #0: tile<4xf32> = [4, 5, 6, 7]
// VALUES-NEXT: result #1: tile<4xf32> = [0, 1, 2, 3]

//--- valid.mlir
!pv = !cuda_tile.partition_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>>
cuda_tile.module @m {
  // CHECK-LABEL: testing$func @clauses
  testing$func @clauses(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %pv = make_partition_view %tv : !pv
    %t0 = make_token : token
    // CHECK: load_view_tko weak %pview[%arg1, %arg1] inbounds = [true, false] token = %0 : partition_view
    %x, %t = load_view_tko weak %pv[%i, %i] inbounds = [true, false] token = %t0 : !pv, tile<i32> -> tile<4x4xf32>, token
    // Any order in, the canonical order out.
    // CHECK: load_view_tko weak %pview[%arg1, %arg1] inbounds = [false, true] token = %0 optimization_hints = <sm_90 = {latency = 3}> : partition_view
    %y, %t1 = load_view_tko weak %pv[%i, %i] optimization_hints = <sm_90 = {latency = 3}> token = %t0 inbounds = [false, true] : !pv, tile<i32> -> tile<4x4xf32>, token
    // All false: nothing to print.
    // CHECK: load_view_tko weak %pview[%arg1, %arg1] : partition_view
    %z, %t2 = load_view_tko weak %pv[%i, %i] inbounds = [false, false] : !pv, tile<i32> -> tile<4x4xf32>, token
    // CHECK: store_view_tko relaxed device %tile, %pview[%arg1, %arg1] inbounds = [true, true] token = %result_token : tile<4x4xf32>, partition_view
    %t3 = store_view_tko relaxed device %x, %pv[%i, %i] token = %t inbounds = [true, true] : tile<4x4xf32>, !pv, tile<i32> -> token
    return
  }

  testing$func @kept_promise(%p: tile<ptr<f32>>) -> (tile<4xf32>, tile<4xf32>) {
    %tv = make_tensor_view %p, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %x, %t = load_view_tko weak %pv[%c1] inbounds = [true] : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    %y, %t1 = load_view_tko weak %pv[%c0] : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    return %x, %y : tile<4xf32>, tile<4xf32>
  }
}
// GENERIC: "cuda_tile.load_view_tko"({{.*}}) <{inbounds = array<i1: true, false>, memory_ordering_semantics
// GENERIC: "cuda_tile.store_view_tko"({{.*}}) <{inbounds = array<i1: true, true>, memory_ordering_semantics

//--- invalid.mlir
!pv = !cuda_tile.partition_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>>
cuda_tile.testing$func @f(%pv: !pv, %i: tile<i32>) {
  // expected-error @below {{'cuda_tile.load_view_tko' op 'inbounds' must have one entry per index (2), got 1}}
  %x, %t = load_view_tko weak %pv[%i, %i] inbounds = [true] : !pv, tile<i32> -> tile<4x4xf32>, token
  return
}

// -----

!pv = !cuda_tile.partition_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>>
cuda_tile.testing$func @f(%pv: !pv, %i: tile<i32>, %x: tile<4x4xf32>) {
  // expected-error @below {{'cuda_tile.store_view_tko' op 'inbounds' must have one entry per index (2), got 3}}
  %t = store_view_tko weak %x, %pv[%i, %i] inbounds = [true, false, true] : tile<4x4xf32>, !pv, tile<i32> -> token
  return
}

// -----

!pv = !cuda_tile.partition_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>>
cuda_tile.testing$func @f(%pv: !pv, %i: tile<i32>) {
  // expected-error @below {{'inbounds' is given twice}}
  %x, %t = load_view_tko weak %pv[%i, %i] inbounds = [true, true] inbounds = [true, true] : !pv, tile<i32> -> tile<4x4xf32>, token
  return
}

// -----

!pv = !cuda_tile.partition_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>>
cuda_tile.testing$func @f(%pv: !pv, %i: tile<i32>) {
  %t0 = make_token : token
  // expected-error @below {{'token' is given twice}}
  %x, %t = load_view_tko weak %pv[%i, %i] token = %t0 token = %t0 : !pv, tile<i32> -> tile<4x4xf32>, token
  return
}

// -----

!pv = !cuda_tile.partition_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>>
cuda_tile.testing$func @f(%pv: !pv, %i: tile<i32>) {
  // expected-error @below {{expected 'true' or 'false' in 'inbounds', got 'yes'}}
  %x, %t = load_view_tko weak %pv[%i, %i] inbounds = [yes, true] : !pv, tile<i32> -> tile<4x4xf32>, token
  return
}

// -----

// atomic_red_view_tko has no `inbounds` (13.4 did not add it there).
!pv = !cuda_tile.partition_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>>
cuda_tile.testing$func @f(%pv: !pv, %i: tile<i32>, %x: tile<4x4xf32>) {
  // expected-error @below {{expected ','}}
  %t = atomic_red_view_tko relaxed device %pv[%i, %i] inbounds = [true, true], addf, %x : tile<4x4xf32>, !pv, tile<i32> -> token
  return
}
