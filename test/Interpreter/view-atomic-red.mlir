// atomic_red_view_tko (tile-ir-ops.md §3.7): every in-bounds element of the selected tile is
// updated atomically, mem = MODE(mem, val); elements outside the tensor are skipped.

// The integer modes on i32, memory [0, 1, 2, 3] combined with [-1, 5, 1, 3]. Signed max/min
// see -1 as the smallest value, umax/umin (0xFFFFFFFF) as the largest.
// RUN: tilec run %s --entry int_modes --arg iota:i32:4 --arg iota:i32:4 --arg iota:i32:4 --arg iota:i32:4 --arg iota:i32:4 --arg iota:i32:4 --arg iota:i32:4 --arg iota:i32:4 --print | FileCheck %s --check-prefix=INT
// INT: %add: i32[4] = [-1, 6, 3, 6]
// INT: %max: i32[4] = [0, 5, 2, 3]
// INT: %min: i32[4] = [-1, 1, 1, 3]
// INT: %umax: i32[4] = [-1, 5, 2, 3]
// INT: %umin: i32[4] = [0, 1, 1, 3]
// INT: %and: i32[4] = [0, 1, 0, 3]
// INT: %or: i32[4] = [-1, 5, 3, 3]
// INT: %xor: i32[4] = [-1, 4, 3, 0]

// i64 add wraps: 9223372036854775807 + 1 = -9223372036854775808 (memory holds 0 and 1; the
// first element is first set to the maximum with a store).
// RUN: tilec run %s --entry i64_wrap --arg iota:i64:2 --print | FileCheck %s --check-prefix=I64
// I64: %p: i64[2] = [-9223372036854775808, 3]

// addf rounds once to nearest even. f16 ulp at 1 is 2^-10: 1 + 2^-11 is a tie that stays at 1,
// 1 + 3 * 2^-11 a tie that goes to the even 1 + 2^-9 = 1.001953125 (printed 1.002). bf16 ulp
// at 1 is 2^-7: 1 + 2^-8 stays 1, 1 + 3 * 2^-8 goes to 1 + 2^-6 = 1.015625 (1.016). f32:
// 1 + 2^-24 stays 1, 1 + 2^-23 is exact. f64: 1 + 0.1 and 1 + 0.2 round to
// the doubles nearest 1.1 and 1.2.
// RUN: tilec run %s --entry addf --arg ones:f16:2 --arg ones:bf16:2 --arg ones:f32:2 --arg ones:f64:2 --print | FileCheck %s --check-prefix=ADDF
// ADDF: %h: f16[2] = [1, 1.002]
// ADDF: %b: bf16[2] = [1, 1.016]
// ADDF: %f: f32[2] = [1, 1.0000001]
// ADDF: %d: f64[2] = [1.1, 1.2]

// Adding NaN gives NaN; adding -0 to +0 gives +0; subnormals are kept (2^-149 + 2^-149).
// RUN: tilec run %s --entry addf_special --arg zeros:f32:3 --print | FileCheck %s --check-prefix=SPECIAL
// SPECIAL: %p: f32[3] = [nan, 0, 3e-45]

// A 3x3 i32 tensor in 2x2 tiles: tile [1, 1] only updates element (2, 2) (= 8 + 10).
// Overlapping tiles of a strided view (stride 1, tile 2) update shared elements once per
// operation; two reductions at tiles 0 and 1 add to element 1 twice.
// RUN: tilec run %s --entry edges --arg iota:i32:9 --arg zeros:f32:3 --print | FileCheck %s --check-prefix=EDGES
// EDGES: %p: i32[9] = [0, 1, 2, 3, 4, 5, 6, 7, 18]
// EDGES: %q: f32[3] = [1, 3, 2]

// Aliasing tensor strides [1, 1]: (0, 1) and (1, 0) are one location and both add to it.
// RUN: tilec run %s --entry aliasing --arg iota:i32:3 --print | FileCheck %s --check-prefix=ALIAS
// ALIAS: %p: i32[3] = [10, 51, 42]

cuda_tile.module @m {
  entry @int_modes(%add: tile<ptr<i32>>, %max: tile<ptr<i32>>, %min: tile<ptr<i32>>, %umax: tile<ptr<i32>>, %umin: tile<ptr<i32>>, %and: tile<ptr<i32>>, %or: tile<ptr<i32>>, %xor: tile<ptr<i32>>) {
    %x = constant <i32: [-1, 5, 1, 3]> : tile<4xi32>
    %c0 = constant <i32: 0> : tile<i32>
    %t0 = make_tensor_view %add, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %v0 = make_partition_view %t0 : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    %k0 = atomic_red_view_tko relaxed device %v0[%c0], add, %x : tile<4xi32>, partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> token
    %t1 = make_tensor_view %max, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %v1 = make_partition_view %t1 : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    %k1 = atomic_red_view_tko relaxed device %v1[%c0], max, %x : tile<4xi32>, partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> token
    %t2 = make_tensor_view %min, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %v2 = make_partition_view %t2 : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    %k2 = atomic_red_view_tko relaxed tl_blk %v2[%c0], min, %x : tile<4xi32>, partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> token
    %t3 = make_tensor_view %umax, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %v3 = make_partition_view %t3 : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    %k3 = atomic_red_view_tko relaxed device %v3[%c0], umax, %x : tile<4xi32>, partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> token
    %t4 = make_tensor_view %umin, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %v4 = make_partition_view %t4 : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    %k4 = atomic_red_view_tko relaxed device %v4[%c0], umin, %x : tile<4xi32>, partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> token
    %t5 = make_tensor_view %and, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %v5 = make_partition_view %t5 : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    %k5 = atomic_red_view_tko relaxed device %v5[%c0], and, %x : tile<4xi32>, partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> token
    %t6 = make_tensor_view %or, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %v6 = make_partition_view %t6 : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    %k6 = atomic_red_view_tko relaxed device %v6[%c0], or, %x : tile<4xi32>, partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> token
    %t7 = make_tensor_view %xor, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %v7 = make_partition_view %t7 : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    %k7 = atomic_red_view_tko relaxed device %v7[%c0], xor, %x : tile<4xi32>, partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> token
    return
  }

  entry @i64_wrap(%p: tile<ptr<i64>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %p, shape = [2], strides = [1] : tensor_view<2xi64, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(2), tensor_view<2xi64, strides=[1]>>
    %init = constant <i64: [9223372036854775807, 1]> : tile<2xi64>
    %t0 = store_view_tko weak %init, %pv[%c0] : tile<2xi64>, partition_view<tile=(2), tensor_view<2xi64, strides=[1]>>, tile<i32> -> token
    %x = constant <i64: [1, 2]> : tile<2xi64>
    %t1 = atomic_red_view_tko relaxed device %pv[%c0], add, %x token = %t0 : tile<2xi64>, partition_view<tile=(2), tensor_view<2xi64, strides=[1]>>, tile<i32> -> token
    return
  }

  entry @addf(%h: tile<ptr<f16>>, %b: tile<ptr<bf16>>, %f: tile<ptr<f32>>, %d: tile<ptr<f64>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %th = make_tensor_view %h, shape = [2], strides = [1] : tensor_view<2xf16, strides=[1]>
    %vh = make_partition_view %th : partition_view<tile=(2), tensor_view<2xf16, strides=[1]>>
    %xh = constant <f16: [0.00048828125, 0.00146484375]> : tile<2xf16>
    %k0 = atomic_red_view_tko relaxed device %vh[%c0], addf, %xh : tile<2xf16>, partition_view<tile=(2), tensor_view<2xf16, strides=[1]>>, tile<i32> -> token
    %tb = make_tensor_view %b, shape = [2], strides = [1] : tensor_view<2xbf16, strides=[1]>
    %vb = make_partition_view %tb : partition_view<tile=(2), tensor_view<2xbf16, strides=[1]>>
    %xb = constant <bf16: [0.00390625, 0.01171875]> : tile<2xbf16>
    %k1 = atomic_red_view_tko relaxed device %vb[%c0], addf, %xb : tile<2xbf16>, partition_view<tile=(2), tensor_view<2xbf16, strides=[1]>>, tile<i32> -> token
    %tf = make_tensor_view %f, shape = [2], strides = [1] : tensor_view<2xf32, strides=[1]>
    %vf = make_partition_view %tf : partition_view<tile=(2), tensor_view<2xf32, strides=[1]>>
    %xf = constant <f32: [5.9604644775390625e-08, 1.1920928955078125e-07]> : tile<2xf32>
    %k2 = atomic_red_view_tko relaxed device %vf[%c0], addf, %xf : tile<2xf32>, partition_view<tile=(2), tensor_view<2xf32, strides=[1]>>, tile<i32> -> token
    %td = make_tensor_view %d, shape = [2], strides = [1] : tensor_view<2xf64, strides=[1]>
    %vd = make_partition_view %td : partition_view<tile=(2), tensor_view<2xf64, strides=[1]>>
    %xd = constant <f64: [0.1, 0.2]> : tile<2xf64>
    %k3 = atomic_red_view_tko relaxed device %vd[%c0], addf, %xd : tile<2xf64>, partition_view<tile=(2), tensor_view<2xf64, strides=[1]>>, tile<i32> -> token
    return
  }

  entry @addf_special(%p: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %p, shape = [3], strides = [1] : tensor_view<3xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<3xf32, strides=[1]>>
    %init = constant <f32: [1.0, 0.0, 0x00000001, 7.0]> : tile<4xf32>
    %t0 = store_view_tko weak %init, %pv[%c0] : tile<4xf32>, partition_view<tile=(4), tensor_view<3xf32, strides=[1]>>, tile<i32> -> token
    %x = constant <f32: [0x7FC00000, -0.0, 0x00000001, 7.0]> : tile<4xf32>
    %t1 = atomic_red_view_tko relaxed device %pv[%c0], addf, %x token = %t0 : tile<4xf32>, partition_view<tile=(4), tensor_view<3xf32, strides=[1]>>, tile<i32> -> token
    return
  }

  entry @edges(%p: tile<ptr<i32>>, %q: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %tp = make_tensor_view %p, shape = [3, 3], strides = [3, 1] : tensor_view<3x3xi32, strides=[3,1]>
    %pp = make_partition_view %tp : partition_view<tile=(2x2), tensor_view<3x3xi32, strides=[3,1]>>
    %x = constant <i32: 10> : tile<2x2xi32>
    %t0 = atomic_red_view_tko relaxed device %pp[%c1, %c1], add, %x : tile<2x2xi32>, partition_view<tile=(2x2), tensor_view<3x3xi32, strides=[3,1]>>, tile<i32> -> token
    %tq = make_tensor_view %q, shape = [3], strides = [1] : tensor_view<3xf32, strides=[1]>
    %sq = make_strided_view %tq : strided_view<tile=(2), traversal_strides=[1], tensor_view<3xf32, strides=[1]>>
    %y = constant <f32: [1.0, 1.5]> : tile<2xf32>
    %t1 = atomic_red_view_tko relaxed device %sq[%c0], addf, %y : tile<2xf32>, strided_view<tile=(2), traversal_strides=[1], tensor_view<3xf32, strides=[1]>>, tile<i32> -> token
    %z = constant <f32: [1.5, 2.0]> : tile<2xf32>
    %t2 = atomic_red_view_tko relaxed device %sq[%c1], addf, %z token = %t1 : tile<2xf32>, strided_view<tile=(2), traversal_strides=[1], tensor_view<3xf32, strides=[1]>>, tile<i32> -> token
    return
  }

  entry @aliasing(%p: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %p, shape = [2, 2], strides = [1, 1] : tensor_view<2x2xi32, strides=[1,1]>
    %pv = make_partition_view %tv : partition_view<tile=(2x2), tensor_view<2x2xi32, strides=[1,1]>>
    %x = constant <i32: [[10, 20], [30, 40]]> : tile<2x2xi32>
    %t0 = atomic_red_view_tko relaxed device %pv[%c0, %c0], add, %x : tile<2x2xi32>, partition_view<tile=(2x2), tensor_view<2x2xi32, strides=[1,1]>>, tile<i32> -> token
    return
  }
}
