// 13.5 multimem view ops on one host (tile-ir-13.4-13.5.md §5.1): without a configured replica
// group a multicast view has a group of one, its own buffer, so load-reduce loads the tile,
// reduce combines into it atomically and store stores it.
// p = iota (f32[64]), q = iota (i32[64]); tile 1 covers elements 16..31.
// x = p[16..31]; y = q[16..31]; p[16..31] += x (so 2·i); q[16..31] ^= y (so 0);
// q[32..47] = y (store into tile 2); p[32..63] keep i.
// RUN: tilec run %s --entry k --arg iota:f32:64 --arg iota:i32:64 --print | FileCheck %s
// CHECK: %p: f32[64] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62, 32, 33,
// CHECK: %q: i32[64] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 48, 49,

// Float max/min (f16, bf16) stay multimem_reduce_view_tko and run as one atomic minf/maxf
// without propagate_nan per element (Inputs/multimem-float-max.mlir says what each tile gets).
// Memory m = [1.5, -2, sNaN, 3, -0, +0, -NaN, -Inf], reduced tile a = [2.5, -3, 4, -NaN, +0,
// -0, NaN, 7]: a NaN yields the other operand, two NaNs the canonical NaN, +0 > -0.
//   tile 0 max(m, a) = [2.5, -2, 4, 3, +0, +0, NaN, 7]     (tile 2: its load-reduce max)
//   tile 1 min(m, a) = [1.5, -3, 4, 3, -0, -0, NaN, -Inf]
//   tile 3 min(+0, a) = [+0, -3, +0, +0, +0, -0, +0, +0]    (bf16: the first four only)
// RUN: tilec run %S/Inputs/multimem-float-max.mlir --entry k --arg zeros:f16:32 --arg zeros:bf16:28 --print --out h=%t.h.npy --out b=%t.b.npy | FileCheck %s --check-prefix=FLOAT
// RUN: tail -c 64 %t.h.npy | od -An -v -tx2 | FileCheck %s --check-prefix=F16BITS
// RUN: tail -c 56 %t.b.npy | od -An -v -tx2 | FileCheck %s --check-prefix=BF16BITS
// RUN: tilec run --interpret %S/Inputs/multimem-float-max.mlir --entry k --arg zeros:f16:32 --arg zeros:bf16:28 --print --out h=%t.ih.npy --out b=%t.ib.npy | FileCheck %s --check-prefix=FLOAT
// RUN: tail -c 64 %t.ih.npy | od -An -v -tx2 | FileCheck %s --check-prefix=F16BITS
// RUN: tail -c 56 %t.ib.npy | od -An -v -tx2 | FileCheck %s --check-prefix=BF16BITS
// FLOAT: %h: f16[32] = [2.5, -2, 4, 3, 0, 0, nan, 7, 1.5, -3, 4, 3, -0, -0, nan, -inf, 2.5, -2, 4, 3, 0, 0, nan, 7, 0, -3, 0, 0, 0, -0, 0, 0]
// FLOAT: %b: bf16[28] = [2.5, -2, 4, 3, 0, 0, nan, 7, 1.5, -3, 4, 3, -0, -0, nan, -inf, 2.5, -2, 4, 3, 0, 0, nan, 7, 0, -3, 0, 0]
// F16BITS: 4100 c000 4400 4200 0000 0000 7e00 4700
// F16BITS: 3e00 c200 4400 4200 8000 8000 7e00 fc00
// F16BITS: 4100 c000 4400 4200 0000 0000 7e00 4700
// F16BITS: 0000 c200 0000 0000 0000 8000 0000 0000
// BF16BITS: 4020 c000 4080 4040 0000 0000 7fc0 40e0
// BF16BITS: 3fc0 c040 4080 4040 8000 8000 7fc0 ff80
// BF16BITS: 4020 c000 4080 4040 0000 0000 7fc0 40e0
// BF16BITS-NEXT: 0000 c040 0000 0000
// BF16BITS-NOT: {{[0-9a-f]}}

// Out of bounds, in either executor, naming the multimem op: checked mode reports an index
// outside the index space and an element outside its buffer; unchecked mode skips both, and
// the elements inside the buffer (8..11 of @b) still get min(0, -1).
// RUN: not tilec run %S/Inputs/multimem-float-oob.mlir --entry k --arg zeros:bf16:12 2>&1 | FileCheck %s --check-prefix=SPACE
// RUN: not tilec run --interpret %S/Inputs/multimem-float-oob.mlir --entry k --arg zeros:bf16:12 2>&1 | FileCheck %s --check-prefix=SPACE
// SPACE: multimem-float-oob.mlir:10:10: error: multimem_reduce_view_tko: index 2 of view dimension 0 is outside the index space [2]; view indices must lie in it (in tile block (0, 0, 0))
// RUN: tilec run --unchecked %S/Inputs/multimem-float-oob.mlir --entry k --arg zeros:bf16:12 --print | FileCheck %s --check-prefix=SKIPPED
// RUN: tilec run --interpret --unchecked %S/Inputs/multimem-float-oob.mlir --entry k --arg zeros:bf16:12 --print | FileCheck %s --check-prefix=SKIPPED
// SKIPPED: %p: bf16[12] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
// RUN: not tilec run %S/Inputs/multimem-float-oob.mlir --entry b --arg zeros:bf16:12 2>&1 | FileCheck %s --check-prefix=BUFFER
// RUN: not tilec run --interpret %S/Inputs/multimem-float-oob.mlir --entry b --arg zeros:bf16:12 2>&1 | FileCheck %s --check-prefix=BUFFER
// BUFFER: multimem-float-oob.mlir:18:10: error: multimem_reduce_view_tko: element [4] (tensor coordinate [12]): write of 2 bytes at 0x{{[0-9a-f]+}} is out of bounds of buffer %p (byte offset 24, size 24) (in tile block (0, 0, 0))
// RUN: tilec run --unchecked %S/Inputs/multimem-float-oob.mlir --entry b --arg zeros:bf16:12 --print | FileCheck %s --check-prefix=PARTIAL
// RUN: tilec run --interpret --unchecked %S/Inputs/multimem-float-oob.mlir --entry b --arg zeros:bf16:12 --print | FileCheck %s --check-prefix=PARTIAL
// PARTIAL: %p: bf16[12] = [0, 0, 0, 0, 0, 0, 0, 0, -1, -1, -1, -1]

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32, #cuda_tile.ptr_attr<multicast>>>,
           %q: tile<ptr<i32, #cuda_tile.ptr_attr<multicast>>>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tile<ptr<f32, #cuda_tile.ptr_attr<multicast>>> -> tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %tq = make_tensor_view %q, shape = [64], strides = [1] : tile<ptr<i32, #cuda_tile.ptr_attr<multicast>>> -> tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pq = make_partition_view %tq : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %x, %t0 = multimem_load_reduce_view_tko relaxed device add %pv[%c1] : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<16xf32>, token
    %y, %t1 = multimem_load_reduce_view_tko weak max %pq[%c1] token = %t0 : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<16xi32>, token
    %t2 = multimem_reduce_view_tko relaxed device add %pv[%c1], %x token = %t1 : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> token
    %t3 = multimem_reduce_view_tko relaxed device xor %pq[%c1], %y token = %t2 : tile<16xi32>, partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> token
    %t4 = multimem_store_view_tko weak %pq[%c2], %y token = %t3 : tile<16xi32>, partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> token
    return
  }
}
