// Every bundled example parses, verifies and round-trips (custom form re-parsed, generic form
// re-parsed to the same custom text). The kernels are those of the operations reference,
// Appendix A.
// RUN: tilec-opt -allow-unregistered-dialect %tilec_src_root/examples/vadd.mlir > %t.vadd.1
// RUN: tilec-opt -allow-unregistered-dialect %t.vadd.1 | diff %t.vadd.1 -
// RUN: tilec-opt -allow-unregistered-dialect -mlir-print-op-generic %tilec_src_root/examples/vadd.mlir | tilec-opt -allow-unregistered-dialect | diff %t.vadd.1 -
// RUN: tilec-opt -allow-unregistered-dialect %tilec_src_root/examples/gemm.mlir > %t.gemm.1
// RUN: tilec-opt -allow-unregistered-dialect %t.gemm.1 | diff %t.gemm.1 -
// RUN: tilec-opt -allow-unregistered-dialect -mlir-print-op-generic %tilec_src_root/examples/gemm.mlir | tilec-opt -allow-unregistered-dialect | diff %t.gemm.1 -
// RUN: tilec-opt -allow-unregistered-dialect %tilec_src_root/examples/softmax.mlir > %t.softmax.1
// RUN: tilec-opt -allow-unregistered-dialect %t.softmax.1 | diff %t.softmax.1 -
// RUN: tilec-opt -allow-unregistered-dialect -mlir-print-op-generic %tilec_src_root/examples/softmax.mlir | tilec-opt -allow-unregistered-dialect | diff %t.softmax.1 -
// RUN: tilec-opt -allow-unregistered-dialect %tilec_src_root/examples/types.mlir > %t.types.1
// RUN: tilec-opt -allow-unregistered-dialect %t.types.1 | diff %t.types.1 -
// RUN: tilec-opt -allow-unregistered-dialect -mlir-print-op-generic %tilec_src_root/examples/types.mlir | tilec-opt -allow-unregistered-dialect | diff %t.types.1 -
// RUN: cat %t.vadd.1 %t.gemm.1 %t.softmax.1 | FileCheck %s

// CHECK-LABEL: cuda_tile.module @vadd_mod
// CHECK: entry @vadd(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<f32>>, %arg2: tile<ptr<f32>>, %arg3: tile<i64>)
// CHECK: make_tensor_view %arg0, shape = [%arg3], strides = [1] : tile<i64> -> tensor_view<?xf32, strides=[1]>
// CHECK: load_view_tko weak
// CHECK: addf
// CHECK: store_view_tko weak

// CHECK-LABEL: cuda_tile.module @gemm_mod
// CHECK: get_index_space_shape
// CHECK: for %{{.*}} in (%{{.*}} to %{{.*}}, step %{{.*}}) : tile<i32> iter_values(%{{.*}} = %{{.*}}) -> (tile<128x128xf32>)
// CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<128x32xf16>, tile<32x128xf16>, tile<128x128xf32>
// CHECK: continue %{{.*}} : tile<128x128xf32>

// CHECK-LABEL: cuda_tile.module @softmax_mod
// CHECK: reduce %{{.*}} dim=1 identities=[0xFF800000 : f32] : tile<4x1024xf32> -> tile<4xf32>
// CHECK: maxf
// CHECK: reduce %{{.*}} dim=1 identities=[0.000000e+00 : f32] : tile<4x1024xf32> -> tile<4xf32>
// CHECK: divf
