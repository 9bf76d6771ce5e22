cuda_tile.module @m {
  global constant @lut <i32: [1, 2]> : tile<2xi32>
  testing$func @i64_modes(%p: tile<ptr<i64>>) -> (tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>) {
    %p1 = reshape %p : tile<ptr<i64>> -> tile<1xptr<i64>>
    %p4 = broadcast %p1 : tile<1xptr<i64>> -> tile<4xptr<i64>>
    %init = constant <i64: [-9223372036854775808, 9223372036854775807, 5, -1]> : tile<4xi64>
    %arg = constant <i64: [1, 1, -3, -1]> : tile<4xi64>
    %o0 = constant <i32: [0, 1, 2, 3]> : tile<4xi32>
    %q0 = offset %p4, %o0 : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %s0 = store_ptr_tko weak %q0, %init : tile<4xptr<i64>>, tile<4xi64> -> token
    %old0, %r0 = atomic_rmw_tko relaxed device %q0, add, %arg token=%s0 : tile<4xptr<i64>>, tile<4xi64> -> tile<4xi64>, token
    %new0, %l0 = load_ptr_tko weak %q0 token=%r0 : tile<4xptr<i64>> -> tile<4xi64>, token
    %o1 = constant <i32: [4, 5, 6, 7]> : tile<4xi32>
    %q1 = offset %p4, %o1 : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %s1 = store_ptr_tko weak %q1, %init : tile<4xptr<i64>>, tile<4xi64> -> token
    %old1, %r1 = atomic_rmw_tko relaxed device %q1, and, %arg token=%s1 : tile<4xptr<i64>>, tile<4xi64> -> tile<4xi64>, token
    %new1, %l1 = load_ptr_tko weak %q1 token=%r1 : tile<4xptr<i64>> -> tile<4xi64>, token
    %o2 = constant <i32: [8, 9, 10, 11]> : tile<4xi32>
    %q2 = offset %p4, %o2 : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %s2 = store_ptr_tko weak %q2, %init : tile<4xptr<i64>>, tile<4xi64> -> token
    %old2, %r2 = atomic_rmw_tko relaxed device %q2, or, %arg token=%s2 : tile<4xptr<i64>>, tile<4xi64> -> tile<4xi64>, token
    %new2, %l2 = load_ptr_tko weak %q2 token=%r2 : tile<4xptr<i64>> -> tile<4xi64>, token
    %o3 = constant <i32: [12, 13, 14, 15]> : tile<4xi32>
    %q3 = offset %p4, %o3 : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %s3 = store_ptr_tko weak %q3, %init : tile<4xptr<i64>>, tile<4xi64> -> token
    %old3, %r3 = atomic_rmw_tko relaxed device %q3, xor, %arg token=%s3 : tile<4xptr<i64>>, tile<4xi64> -> tile<4xi64>, token
    %new3, %l3 = load_ptr_tko weak %q3 token=%r3 : tile<4xptr<i64>> -> tile<4xi64>, token
    %o4 = constant <i32: [16, 17, 18, 19]> : tile<4xi32>
    %q4 = offset %p4, %o4 : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %s4 = store_ptr_tko weak %q4, %init : tile<4xptr<i64>>, tile<4xi64> -> token
    %old4, %r4 = atomic_rmw_tko relaxed device %q4, max, %arg token=%s4 : tile<4xptr<i64>>, tile<4xi64> -> tile<4xi64>, token
    %new4, %l4 = load_ptr_tko weak %q4 token=%r4 : tile<4xptr<i64>> -> tile<4xi64>, token
    %o5 = constant <i32: [20, 21, 22, 23]> : tile<4xi32>
    %q5 = offset %p4, %o5 : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %s5 = store_ptr_tko weak %q5, %init : tile<4xptr<i64>>, tile<4xi64> -> token
    %old5, %r5 = atomic_rmw_tko relaxed device %q5, min, %arg token=%s5 : tile<4xptr<i64>>, tile<4xi64> -> tile<4xi64>, token
    %new5, %l5 = load_ptr_tko weak %q5 token=%r5 : tile<4xptr<i64>> -> tile<4xi64>, token
    %o6 = constant <i32: [24, 25, 26, 27]> : tile<4xi32>
    %q6 = offset %p4, %o6 : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %s6 = store_ptr_tko weak %q6, %init : tile<4xptr<i64>>, tile<4xi64> -> token
    %old6, %r6 = atomic_rmw_tko relaxed device %q6, umax, %arg token=%s6 : tile<4xptr<i64>>, tile<4xi64> -> tile<4xi64>, token
    %new6, %l6 = load_ptr_tko weak %q6 token=%r6 : tile<4xptr<i64>> -> tile<4xi64>, token
    %o7 = constant <i32: [28, 29, 30, 31]> : tile<4xi32>
    %q7 = offset %p4, %o7 : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %s7 = store_ptr_tko weak %q7, %init : tile<4xptr<i64>>, tile<4xi64> -> token
    %old7, %r7 = atomic_rmw_tko relaxed device %q7, umin, %arg token=%s7 : tile<4xptr<i64>>, tile<4xi64> -> tile<4xi64>, token
    %new7, %l7 = load_ptr_tko weak %q7 token=%r7 : tile<4xptr<i64>> -> tile<4xi64>, token
    %o8 = constant <i32: [32, 33, 34, 35]> : tile<4xi32>
    %q8 = offset %p4, %o8 : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %s8 = store_ptr_tko weak %q8, %init : tile<4xptr<i64>>, tile<4xi64> -> token
    %old8, %r8 = atomic_rmw_tko relaxed device %q8, xchg, %arg token=%s8 : tile<4xptr<i64>>, tile<4xi64> -> tile<4xi64>, token
    %new8, %l8 = load_ptr_tko weak %q8 token=%r8 : tile<4xptr<i64>> -> tile<4xi64>, token
    return %old0, %new0, %old1, %new1, %old2, %new2, %old3, %new3, %old4, %new4, %old5, %new5, %old6, %new6, %old7, %new7, %old8, %new8 : tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>
  }
}
