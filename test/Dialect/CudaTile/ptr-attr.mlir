// `#cuda_tile.ptr_attr<none|unicast|multicast>` (tile-ir-13.4-13.5.md §2.2, §4.5): an optional
// last parameter of ptr<> and tensor_view<>. Inside ptr<> it prints stripped, `<none>`, as
// NVIDIA's 13.5 tileirdisasm prints it; both spellings are read. make_tensor_view spells its base
// type before `->` exactly when the base pointer carries a ptr_attr.
// RUN: tilec-opt -allow-unregistered-dialect %s | FileCheck %s
// RUN: tilec-opt -allow-unregistered-dialect %s | tilec-opt -allow-unregistered-dialect | FileCheck %s
// RUN: tilec-opt -allow-unregistered-dialect -mlir-print-op-generic %s | tilec-opt -allow-unregistered-dialect | FileCheck %s
// RUN: tilec-opt -allow-unregistered-dialect -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// GENERIC: !cuda_tile.tile<ptr<f32, <none>>>
// GENERIC: "cuda_tile.make_tensor_view"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32, <none>>>) -> !cuda_tile.tensor_view<32x32xf32, strides=[32,1], #cuda_tile.ptr_attr<none>>

// CHECK-LABEL: testing$func @views
// CHECK-SAME: (%arg0: tile<ptr<f32, <none>>>, %arg1: tile<ptr<f32>>, %arg2: tile<ptr<f32, <multicast>>>, %arg3: tile<i64>, %arg4: tile<4xptr<i8, <unicast>>>)
// CHECK: %tview = make_tensor_view %arg0, shape = [32, 32], strides = [32, 1] : tile<ptr<f32, <none>>> -> tensor_view<32x32xf32, strides=[32,1], #cuda_tile.ptr_attr<none>>
// The base type written or not, a plain pointer prints the 13.3 way.
// CHECK: %tview_0 = make_tensor_view %arg1, shape = [32, 32], strides = [32, 1] : tensor_view<32x32xf32, strides=[32,1]>
// CHECK: %tview_1 = make_tensor_view %arg1, shape = [32, 32], strides = [32, 1] : tensor_view<32x32xf32, strides=[32,1]>
// With dynamic entries: `: Tbase, Tidx -> TV`.
// CHECK: %tview_2 = make_tensor_view %arg2, shape = [%arg3, 32], strides = [32, 1] : tile<ptr<f32, <multicast>>>, tile<i64> -> tensor_view<?x32xf32, strides=[32,1], #cuda_tile.ptr_attr<multicast>>
// Without the base type, the base carries the result's ptr_attr.
// CHECK: %tview_3 = make_tensor_view %arg2, shape = [32], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<32xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
// CHECK: make_partition_view %tview_2 : partition_view<tile=(16x16), tensor_view<?x32xf32, strides=[32,1], #cuda_tile.ptr_attr<multicast>>>
// Pointer tiles keep their class through reshape, broadcast and offset.
// CHECK: offset %{{.*}}, %{{.*}} : tile<4xptr<i8, <unicast>>>, tile<4xi32> -> tile<4xptr<i8, <unicast>>>
// CHECK: "test.types"() : () -> (!cuda_tile.tensor_view<f32, #cuda_tile.ptr_attr<unicast>>, !cuda_tile.ptr<f16, <none>>)
cuda_tile.module @m {
  testing$func @views(%a: tile<ptr<f32, #cuda_tile.ptr_attr<none>>>, %b: tile<ptr<f32>>,
                      %m: tile<ptr<f32, <multicast>>>, %n: tile<i64>,
                      %u: tile<4xptr<i8, #cuda_tile.ptr_attr<unicast>>>) {
    %t0 = make_tensor_view %a, shape = [32, 32], strides = [32, 1] : tile<ptr<f32, #cuda_tile.ptr_attr<none>>> -> tensor_view<32x32xf32, strides=[32,1], #cuda_tile.ptr_attr<none>>
    %t1 = make_tensor_view %b, shape = [32, 32], strides = [32, 1] : tensor_view<32x32xf32, strides=[32,1]>
    %t2 = make_tensor_view %b, shape = [32, 32], strides = [32, 1] : tile<ptr<f32>> -> tensor_view<32x32xf32, strides=[32,1]>
    %t3 = make_tensor_view %m, shape = [%n, 32], strides = [32, 1] : tile<ptr<f32, #cuda_tile.ptr_attr<multicast>>>, tile<i64> -> tensor_view<?x32xf32, strides=[32,1], #cuda_tile.ptr_attr<multicast>>
    %t4 = make_tensor_view %m, shape = [32], strides = [1] : tensor_view<32xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %p = make_partition_view %t3 : partition_view<tile=(16x16), tensor_view<?x32xf32, strides=[32,1], #cuda_tile.ptr_attr<multicast>>>
    %i = iota : tile<4xi32>
    %o = offset %u, %i : tile<4xptr<i8, <unicast>>>, tile<4xi32> -> tile<4xptr<i8, <unicast>>>
    "test.types"() : () -> (!cuda_tile.tensor_view<f32, #cuda_tile.ptr_attr<unicast>>, !cuda_tile.ptr<f16, #cuda_tile.ptr_attr<none>>)
    return
  }
}
