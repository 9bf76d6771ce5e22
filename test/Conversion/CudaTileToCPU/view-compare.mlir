// The copy engine's paths compared with the interpreter, on cases the interpreter tests do not
// cover: whole tiles copied as blocks (contiguous rows, transposed tiles, rank 3), edge tiles
// walked row by row (partial rows, padding), element-wise types (f4E2M1FN nibbles, tf32),
// gathers with repeated and out-of-range rows, unchecked reads past a buffer, and atomic
// reductions racing between tile blocks.

// A 5x7 tensor read through dim_map = [1, 0] in 4x4 tiles: tile [0, 0] is a transposed whole
// tile, tile [1, 1] an edge (tensor rows 4, columns 4..6 of the transposed tile) padded +inf.
// RUN: tilec run --compare-interpreter %s --entry transposed --arg iota:f32:35 | FileCheck %s --check-prefix=TRANS
// TRANS: result #0: tile<4x4xf32> = {{\[}}[0, 7, 14, 21],
// TRANS-NEXT: [1, 8, 15, 22],
// TRANS: result #1: tile<4x4xf32> = {{\[}}[32, inf, inf, inf],
// TRANS-NEXT: [33, inf, inf, inf],
// TRANS-NEXT: [34, inf, inf, inf],
// TRANS-NEXT: [inf, inf, inf, inf]]

// A 3x4x6 i16 tensor in 2x2x4 tiles: tile [0, 0, 0] is whole (two 2x4 blocks), tile [1, 1, 1]
// covers tensor (2, 2..3, 4..5) only: rows of 2 elements, then zero padding.
// RUN: tilec run --compare-interpreter %s --entry rank3 --arg iota:i16:72 | FileCheck %s --check-prefix=RANK3
// RANK3: result #0: tile<2x2x4xi16> = {{\[}}{{\[}}[0, 1, 2, 3],
// RANK3-NEXT: [6, 7, 8, 9]],
// RANK3-EMPTY:
// RANK3-NEXT: {{\[}}[24, 25, 26, 27],
// RANK3: result #1: tile<2x2x4xi16> = {{\[}}{{\[}}[64, 65, 0, 0],
// RANK3-NEXT: [70, 71, 0, 0]],
// RANK3-EMPTY:
// RANK3-NEXT: {{\[}}[0, 0, 0, 0],
// RANK3-NEXT: [0, 0, 0, 0]]]

// f4E2M1FN: a 3x4 tensor in 2x4 tiles; tile [1, 0] has one row inside and one of padding
// (-0; iota 8..11 saturates to 6), and the tile stored back into tile [0, 0] changes only those nibbles.
// RUN: tilec run --compare-interpreter %s --entry nibbles --arg iota:f4E2M1FN:12 --print | FileCheck %s --check-prefix=F4
// F4: result #0: tile<2x4xf4E2M1FN> = {{\[}}[6, 6, 6, 6],
// F4-NEXT: [-0, -0, -0, -0]]
// F4: %p: f4E2M1FN[12] = [6, 6, 6, 6, -0, -0, -0, -0, 6, 6, 6, 6]

// tf32 keeps 19 bits: loads and stores clear the low 13 bits of the container.
// RUN: tilec run --compare-interpreter %s --entry tf32 --arg rand:tf32:8:3 --arg zeros:tf32:8 --print | FileCheck %s --check-prefix=TF32
// TF32: %q: tf32[8]

// Gather rows [3, 3, 9, 0] of an 8x4 i32 tensor from column 2: the repeated row loads twice,
// row 9 is padding, columns 4 and 5 are outside.
// RUN: tilec run --compare-interpreter %s --entry gather_rows --arg iota:i32:32 | FileCheck %s --check-prefix=GATHER
// GATHER: result #0: tile<4x4xi32> = {{\[}}[14, 15, 0, 0],
// GATHER-NEXT: [14, 15, 0, 0],
// GATHER-NEXT: [0, 0, 0, 0],
// GATHER-NEXT: [2, 3, 0, 0]]

// Unchecked mode: a 4x4 view over 10 floats; tile [1, 0] of 2x4 reads elements 8 and 9 and
// gives the undefined pattern for the eight bytes after the buffer and beyond, never touching
// them.
// RUN: tilec run --compare-interpreter --unchecked %s --entry past_buffer --arg iota:f32:10 | FileCheck %s --check-prefix=PAST
// PAST: result #0: tile<2x4xf32> = {{\[}}[8, 9, -431602080, -431602080],
// PAST-NEXT: [-431602080, -431602080, -431602080, -431602080]]

// Checked mode names the first element outside the buffer in row-major order.
// RUN: not tilec run --compare-interpreter %s --entry past_buffer --arg iota:f32:10 2>&1 | FileCheck %s --check-prefix=PASTERR
// PASTERR: error: load_view_tko: element [0, 2] (tensor coordinate [2, 2]): read of 4 bytes at 0x{{[0-9a-f]+}} is out of bounds of buffer %p (byte offset 40, size 40)

// Stores: a transposed edge tile, and overlapping tiles of a strided view (stride 1, tile 2)
// where each store overwrites the previous one's second element.
// RUN: tilec run --compare-interpreter %s --entry stores --arg zeros:f32:15 --arg zeros:i64:5 --print | FileCheck %s --check-prefix=STORES
// STORES: %p: f32[15] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 3, 5, 7, 1]
// STORES: %q: i64[5] = [7, 7, 7, 7, 8]

// 64 tile blocks add into the same elements at once: each update is atomic. Edge tiles skip
// the elements outside the 6-element tensors.
// RUN: tilec run --compare-interpreter %s --entry contention --grid 64 --arg zeros:f32:6 --arg zeros:i64:6 --arg zeros:bf16:6 --print | FileCheck %s --check-prefix=ATOMIC
// ATOMIC: %f: f32[6] = [64, 64, 64, 64, 64, 64]
// ATOMIC: %i: i64[6] = [64, 64, 64, 64, 64, 64]
// ATOMIC: %h: bf16[6] = [64, 64, 64, 64, 64, 64]

cuda_tile.module @m {
  testing$func @transposed(%p: tile<ptr<f32>>) -> (tile<4x4xf32>, tile<4x4xf32>) {
    %tv = make_tensor_view %p, shape = [5, 7], strides = [7, 1] : tensor_view<5x7xf32, strides=[7,1]>
    %pv = make_partition_view %tv : partition_view<tile=(4x4), padding_value = pos_inf, tensor_view<5x7xf32, strides=[7,1]>, dim_map=[1, 0]>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %a, %t0 = load_view_tko weak %pv[%c0, %c0] : partition_view<tile=(4x4), padding_value = pos_inf, tensor_view<5x7xf32, strides=[7,1]>, dim_map=[1, 0]>, tile<i32> -> tile<4x4xf32>, token
    %b, %t1 = load_view_tko weak %pv[%c1, %c1] : partition_view<tile=(4x4), padding_value = pos_inf, tensor_view<5x7xf32, strides=[7,1]>, dim_map=[1, 0]>, tile<i32> -> tile<4x4xf32>, token
    return %a, %b : tile<4x4xf32>, tile<4x4xf32>
  }

  testing$func @rank3(%p: tile<ptr<i16>>) -> (tile<2x2x4xi16>, tile<2x2x4xi16>) {
    %tv = make_tensor_view %p, shape = [3, 4, 6], strides = [24, 6, 1] : tensor_view<3x4x6xi16, strides=[24,6,1]>
    %pv = make_partition_view %tv : partition_view<tile=(2x2x4), padding_value = zero, tensor_view<3x4x6xi16, strides=[24,6,1]>>
    %c0 = constant <i64: 0> : tile<i64>
    %c1 = constant <i64: 1> : tile<i64>
    %a, %t0 = load_view_tko weak %pv[%c0, %c0, %c0] : partition_view<tile=(2x2x4), padding_value = zero, tensor_view<3x4x6xi16, strides=[24,6,1]>>, tile<i64> -> tile<2x2x4xi16>, token
    %b, %t1 = load_view_tko weak %pv[%c1, %c1, %c1] : partition_view<tile=(2x2x4), padding_value = zero, tensor_view<3x4x6xi16, strides=[24,6,1]>>, tile<i64> -> tile<2x2x4xi16>, token
    return %a, %b : tile<2x2x4xi16>, tile<2x2x4xi16>
  }

  testing$func @nibbles(%p: tile<ptr<f4E2M1FN>>) -> tile<2x4xf4E2M1FN> {
    %tv = make_tensor_view %p, shape = [3, 4], strides = [4, 1] : tensor_view<3x4xf4E2M1FN, strides=[4,1]>
    %pv = make_partition_view %tv : partition_view<tile=(2x4), padding_value = neg_zero, tensor_view<3x4xf4E2M1FN, strides=[4,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %a, %t0 = load_view_tko weak %pv[%c1, %c0] : partition_view<tile=(2x4), padding_value = neg_zero, tensor_view<3x4xf4E2M1FN, strides=[4,1]>>, tile<i32> -> tile<2x4xf4E2M1FN>, token
    %t1 = store_view_tko weak %a, %pv[%c0, %c0] token = %t0 : tile<2x4xf4E2M1FN>, partition_view<tile=(2x4), padding_value = neg_zero, tensor_view<3x4xf4E2M1FN, strides=[4,1]>>, tile<i32> -> token
    return %a : tile<2x4xf4E2M1FN>
  }

  entry @tf32(%p: tile<ptr<tf32>>, %q: tile<ptr<tf32>>) {
    %tp = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xtf32, strides=[1]>
    %vp = make_partition_view %tp : partition_view<tile=(8), tensor_view<8xtf32, strides=[1]>>
    %tq = make_tensor_view %q, shape = [8], strides = [1] : tensor_view<8xtf32, strides=[1]>
    %vq = make_partition_view %tq : partition_view<tile=(8), tensor_view<8xtf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %a, %t0 = load_view_tko weak %vp[%c0] : partition_view<tile=(8), tensor_view<8xtf32, strides=[1]>>, tile<i32> -> tile<8xtf32>, token
    %t1 = store_view_tko weak %a, %vq[%c0] : tile<8xtf32>, partition_view<tile=(8), tensor_view<8xtf32, strides=[1]>>, tile<i32> -> token
    return
  }

  testing$func @gather_rows(%p: tile<ptr<i32>>) -> tile<4x4xi32> {
    %tv = make_tensor_view %p, shape = [8, 4], strides = [4, 1] : tensor_view<8x4xi32, strides=[4,1]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(4x4), padding_value = zero, tensor_view<8x4xi32, strides=[4,1]>, sparse_dim=0>
    %rows = constant <i16: [3, 3, 9, 0]> : tile<4xi16>
    %c2 = constant <i16: 2> : tile<i16>
    %a, %t = load_view_tko weak %gv[%rows, %c2] : gather_scatter_view<tile=(4x4), padding_value = zero, tensor_view<8x4xi32, strides=[4,1]>, sparse_dim=0>, tile<4xi16>, tile<i16> -> tile<4x4xi32>, token
    return %a : tile<4x4xi32>
  }

  testing$func @past_buffer(%p: tile<ptr<f32>>) -> tile<2x4xf32> {
    %tv = make_tensor_view %p, shape = [4, 4], strides = [4, 1] : tensor_view<4x4xf32, strides=[4,1]>
    %pv = make_partition_view %tv : partition_view<tile=(2x4), tensor_view<4x4xf32, strides=[4,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %a, %t = load_view_tko weak %pv[%c1, %c0] : partition_view<tile=(2x4), tensor_view<4x4xf32, strides=[4,1]>>, tile<i32> -> tile<2x4xf32>, token
    return %a : tile<2x4xf32>
  }

  entry @stores(%p: tile<ptr<f32>>, %q: tile<ptr<i64>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    // A 3x5 tensor through dim_map [1, 0] in 4x2 tiles: tile [1, 1] is tensor (2, 4) only
    // (gets 1), tile [0, 1] tensor row 2, columns 0..3: element (e0, 0) goes to (2, e0).
    %tp = make_tensor_view %p, shape = [3, 5], strides = [5, 1] : tensor_view<3x5xf32, strides=[5,1]>
    %vp = make_partition_view %tp : partition_view<tile=(4x2), tensor_view<3x5xf32, strides=[5,1]>, dim_map=[1, 0]>
    %x = constant <f32: [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]> : tile<4x2xf32>
    %t0 = store_view_tko weak %x, %vp[%c1, %c1] : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<3x5xf32, strides=[5,1]>, dim_map=[1, 0]>, tile<i32> -> token
    %t1 = store_view_tko weak %x, %vp[%c0, %c1] token = %t0 : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<3x5xf32, strides=[5,1]>, dim_map=[1, 0]>, tile<i32> -> token
    %tq = make_tensor_view %q, shape = [5], strides = [1] : tensor_view<5xi64, strides=[1]>
    %vq = make_strided_view %tq : strided_view<tile=(2), traversal_strides=[1], tensor_view<5xi64, strides=[1]>>
    %y = constant <i64: [7, 8]> : tile<2xi64>
    %t2 = store_view_tko weak %y, %vq[%c0] : tile<2xi64>, strided_view<tile=(2), traversal_strides=[1], tensor_view<5xi64, strides=[1]>>, tile<i32> -> token
    %t3 = store_view_tko weak %y, %vq[%c1] token = %t2 : tile<2xi64>, strided_view<tile=(2), traversal_strides=[1], tensor_view<5xi64, strides=[1]>>, tile<i32> -> token
    %t4 = store_view_tko weak %y, %vq[%c2] token = %t3 : tile<2xi64>, strided_view<tile=(2), traversal_strides=[1], tensor_view<5xi64, strides=[1]>>, tile<i32> -> token
    %t5 = store_view_tko weak %y, %vq[%c3] token = %t4 : tile<2xi64>, strided_view<tile=(2), traversal_strides=[1], tensor_view<5xi64, strides=[1]>>, tile<i32> -> token
    return
  }

  entry @contention(%f: tile<ptr<f32>>, %i: tile<ptr<i64>>, %h: tile<ptr<bf16>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %tf = make_tensor_view %f, shape = [6], strides = [1] : tensor_view<6xf32, strides=[1]>
    %vf = make_partition_view %tf : partition_view<tile=(4), tensor_view<6xf32, strides=[1]>>
    %xf = constant <f32: 1.0> : tile<4xf32>
    %k0 = atomic_red_view_tko relaxed device %vf[%c0], addf, %xf : tile<4xf32>, partition_view<tile=(4), tensor_view<6xf32, strides=[1]>>, tile<i32> -> token
    %k1 = atomic_red_view_tko relaxed device %vf[%c1], addf, %xf : tile<4xf32>, partition_view<tile=(4), tensor_view<6xf32, strides=[1]>>, tile<i32> -> token
    %ti = make_tensor_view %i, shape = [6], strides = [1] : tensor_view<6xi64, strides=[1]>
    %vi = make_partition_view %ti : partition_view<tile=(4), tensor_view<6xi64, strides=[1]>>
    %xi = constant <i64: 1> : tile<4xi64>
    %k2 = atomic_red_view_tko relaxed device %vi[%c0], add, %xi : tile<4xi64>, partition_view<tile=(4), tensor_view<6xi64, strides=[1]>>, tile<i32> -> token
    %k3 = atomic_red_view_tko relaxed device %vi[%c1], add, %xi : tile<4xi64>, partition_view<tile=(4), tensor_view<6xi64, strides=[1]>>, tile<i32> -> token
    %th = make_tensor_view %h, shape = [6], strides = [1] : tensor_view<6xbf16, strides=[1]>
    %vh = make_partition_view %th : partition_view<tile=(4), tensor_view<6xbf16, strides=[1]>>
    %xh = constant <bf16: 1.0> : tile<4xbf16>
    %k4 = atomic_red_view_tko relaxed device %vh[%c0], addf, %xh : tile<4xbf16>, partition_view<tile=(4), tensor_view<6xbf16, strides=[1]>>, tile<i32> -> token
    %k5 = atomic_red_view_tko relaxed device %vh[%c1], addf, %xh : tile<4xbf16>, partition_view<tile=(4), tensor_view<6xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
