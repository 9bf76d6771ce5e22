// RUN: tilec-opt --convert-cuda-tile-to-cpu %s | FileCheck %s

// The Memory family on the CPU: tokens are nothing, every pointer access is one call of a
// runtime helper that loops over the lanes (checks, masks, encodings, host atomics), and a
// `global` is an LLVM global holding its memory image, at its alignment, constant when the
// global is.

// CHECK-DAG: llvm.mlir.global external constant @tilec_global_lut("\01\00\00\00\02\00\00\00\04\00\00\00\08\00\00\00") {{.*}}alignment = 64
// CHECK-DAG: llvm.mlir.global external @tilec_global_counter("\00\00\00\00") {{.*}}alignment = 4
// f4E2M1FN elements share bytes, element 2k in the low nibble: [1.0, -0.5, 6.0, 0.0] is
// 0x2, 0x9, 0x7, 0x0.
// CHECK-DAG: llvm.mlir.global external constant @tilec_global_nibbles("\92\07")
// CHECK-DAG: func.func private @tilec_rt_alloca(i64, i64) -> i64
// CHECK-DAG: func.func private @tilec_rt_load_ptr(i64, i64, i64, i64, i64, i64)
// CHECK-DAG: func.func private @tilec_rt_store_ptr(i64, i64, i64, i64, i64)
// CHECK-DAG: func.func private @tilec_rt_atomic_rmw(i64, i64, i64, i64, i64, i64)
// CHECK-DAG: func.func private @tilec_rt_atomic_cas(i64, i64, i64, i64, i64, i64, i64)

// CHECK-LABEL: func.func @accesses(
// CHECK: %[[ALLOCA:.*]] = call @tilec_rt_alloca
// CHECK: call @tilec_rt_load_ptr
// CHECK: memref.store %[[ALLOCA]]
// CHECK: call @tilec_rt_store_ptr
// CHECK: llvm.mlir.addressof @tilec_global_counter
// CHECK: call @tilec_rt_atomic_rmw
// CHECK: call @tilec_rt_atomic_cas
// CHECK: llvm.mlir.addressof @tilec_global_lut
// CHECK: llvm.mlir.addressof @tilec_global_nibbles
// CHECK-NOT: call
// CHECK: return

// A global whose alignment the interpreter cannot provide fails where get_global runs.
// CHECK-LABEL: func.func @too_aligned(
// CHECK: call @tilec_rt_fail
// CHECK-NOT: addressof @tilec_global_far

cuda_tile.module @m {
  global constant @lut alignment = 64 <i32: [1, 2, 4, 8]> : tile<4xi32>
  global @counter <i32: [0]> : tile<1xi32>
  global constant @nibbles <f4E2M1FN: [1.0, -0.5, 6.0, 0.0]> : tile<4xf4E2M1FN>
  global @far alignment = 4611686018427387904 <i8: [1]> : tile<1xi8>

  testing$func @accesses(%p: tile<ptr<f32>>) -> (tile<4xf32>, tile<i32>, tile<i32>) {
    %t0 = make_token : token
    %a = alloca num_elem = 4, alignment = 16 : tile<ptr<f32>>
    %p1 = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %p4 = broadcast %p1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %i4 = iota : tile<4xi32>
    %q = offset %p4, %i4 : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %m = constant <i1: [true, false, true, false]> : tile<4xi1>
    %pad = constant <f32: [0.0, 1.0, 2.0, 3.0]> : tile<4xf32>
    %v, %t1 = load_ptr_tko relaxed device %q, %m, %pad token=%t0 : tile<4xptr<f32>>, tile<4xi1>, tile<4xf32> -> tile<4xf32>, token
    %s, %t2 = load_ptr_tko weak %p : tile<ptr<f32>> -> tile<f32>, token
    %t3 = store_ptr_tko weak %a, %s token=%t2 : tile<ptr<f32>>, tile<f32> -> token
    %c = get_global @counter : tile<ptr<i32>>
    %one = constant <i32: 1> : tile<i32>
    %old, %t4 = atomic_rmw_tko relaxed device %c, add, %one : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %seen, %t5 = atomic_cas_tko acq_rel device %c, %one, %one : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %j = join_tokens %t1, %t3, %t5 : token
    %l = get_global @lut : tile<ptr<i32>>
    %n = get_global @nibbles : tile<ptr<f4E2M1FN>>
    return %v, %old, %seen : tile<4xf32>, tile<i32>, tile<i32>
  }

  testing$func @too_aligned() -> tile<ptr<i8>> {
    %f = get_global @far : tile<ptr<i8>>
    return %f : tile<ptr<i8>>
  }
}
