// Views on the CPU: a view is the i64 address of a copy descriptor in the frame, built from a
// constant template, the base, the dynamic sizes and strides read unsigned, and checked by
// the runtime; shape queries load from the descriptor; each view access is one call of the
// copy engine with the indices in a frame array.
// RUN: tilec-opt --convert-cuda-tile-to-cpu %s | FileCheck %s

// CHECK-LABEL: func.func @access
// make_tensor_view: template copy, base and dynamic size stores, runtime check.
// CHECK: %[[TV:.*]] = arith.index_cast %{{.*}} : index to i64
// CHECK: llvm.mlir.addressof @access__const
// CHECK: "llvm.intr.memcpy"
// CHECK: llvm.store %{{.*}}, %{{.*}} : i64, !llvm.ptr
// CHECK: %[[SIZE:.*]] = arith.extui %{{.*}} : i32 to i64
// CHECK: llvm.store %[[SIZE]]
// CHECK: call @tilec_rt_view_init_tensor(%{{.*}}, %{{.*}}, %[[TV]], %{{.*}})
// make_partition_view: the tensor's descriptor and the layout template.
// CHECK: %[[PV:.*]] = arith.index_cast %{{.*}} : index to i64
// CHECK: call @tilec_rt_view_init_tile(%[[PV]], %[[TV]], %{{.*}})
// get_index_space_shape into i32: checked, then loaded and truncated.
// CHECK: call @tilec_rt_view_check_shape(%{{.*}}, %{{.*}}, %[[PV]], %{{.*}}, %{{.*}})
// CHECK: llvm.load %{{.*}} : !llvm.ptr -> i64
// CHECK: arith.trunci %{{.*}} : i64 to i32
// One copy-engine call per tile access, no element loop in the generated code.
// CHECK-NOT: scf.for
// CHECK: call @tilec_rt_view_load(%{{.*}}, %{{.*}}, %[[PV]],
// CHECK-NOT: scf.for
// CHECK: call @tilec_rt_view_store(%{{.*}}, %{{.*}}, %[[PV]],
// CHECK: call @tilec_rt_view_atomic_reduce(%{{.*}}, %{{.*}}, %[[PV]],

// CHECK-LABEL: func.func @gather
// The index tile of a gather/scatter view is passed by address.
// CHECK: call @tilec_rt_view_init_tile
// CHECK: memref.extract_aligned_pointer_as_index
// CHECK: call @tilec_rt_view_load

// 64-bit shape results need no check.
// CHECK-LABEL: func.func @shape64
// CHECK-NOT: tilec_rt_view_check_shape
// CHECK: llvm.load %{{.*}} : !llvm.ptr -> i64
// CHECK-NOT: arith.trunci
// CHECK: return

cuda_tile.module @m {
  testing$func @access(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>) -> tile<2x4xf32> {
    %tv = make_tensor_view %p, shape = [%n, 8], strides = [8, 1] : tile<i32> -> tensor_view<?x8xf32, strides=[8,1]>
    %pv = make_partition_view %tv : partition_view<tile=(2x4), tensor_view<?x8xf32, strides=[8,1]>>
    %s0, %s1 = get_index_space_shape %pv : partition_view<tile=(2x4), tensor_view<?x8xf32, strides=[8,1]>> -> tile<i32>
    %a, %t = load_view_tko weak %pv[%i, %s1] : partition_view<tile=(2x4), tensor_view<?x8xf32, strides=[8,1]>>, tile<i32> -> tile<2x4xf32>, token
    %t2 = store_view_tko weak %a, %pv[%s0, %i] token = %t : tile<2x4xf32>, partition_view<tile=(2x4), tensor_view<?x8xf32, strides=[8,1]>>, tile<i32> -> token
    %t3 = atomic_red_view_tko relaxed device %pv[%i, %i], addf, %a token = %t2 : tile<2x4xf32>, partition_view<tile=(2x4), tensor_view<?x8xf32, strides=[8,1]>>, tile<i32> -> token
    return %a : tile<2x4xf32>
  }

  testing$func @gather(%p: tile<ptr<f32>>) -> tile<2x4xf32> {
    %tv = make_tensor_view %p, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xf32, strides=[8,1]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(2x4), tensor_view<8x8xf32, strides=[8,1]>, sparse_dim=0>
    %rows = constant <i32: [5, 1]> : tile<2xi32>
    %c0 = constant <i32: 0> : tile<i32>
    %a, %t = load_view_tko weak %gv[%rows, %c0] : gather_scatter_view<tile=(2x4), tensor_view<8x8xf32, strides=[8,1]>, sparse_dim=0>, tile<2xi32>, tile<i32> -> tile<2x4xf32>, token
    return %a : tile<2x4xf32>
  }

  testing$func @shape64(%p: tile<ptr<f32>>, %n: tile<i64>) -> tile<i64> {
    %tv = make_tensor_view %p, shape = [%n], strides = [1] : tile<i64> -> tensor_view<?xf32, strides=[1]>
    %s = get_tensor_shape %tv : tensor_view<?xf32, strides=[1]> -> tile<i64>
    return %s : tile<i64>
  }
}
