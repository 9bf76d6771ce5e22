// 13.5 multimem view ops on one host (tile-ir-13.4-13.5.md §5.1): without a configured replica
// group a multicast view has a group of one, its own buffer, so load-reduce loads the tile,
// reduce combines into it atomically and store stores it.
// p = iota (f32[64]), q = iota (i32[64]); tile 1 covers elements 16..31.
// x = p[16..31]; y = q[16..31]; p[16..31] += x (so 2·i); q[16..31] ^= y (so 0);
// q[32..47] = y (store into tile 2); p[48..63] max-reduce is integer-only, so p keeps i there.
// RUN: tilec run %s --entry k --arg iota:f32:64 --arg iota:i32:64 --print | FileCheck %s
// CHECK: %p: f32[64] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62, 32, 33,
// CHECK: %q: i32[64] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 48, 49,
// RUN: not tilec run --interpret %S/Inputs/multimem-float-max.mlir --entry k --arg zeros:f16:16 2>&1 | FileCheck %s --check-prefix=FMAX
// FMAX: error: 'cuda_tile.multimem_reduce_view_tko' op reduction max of 'f16' elements is not supported by tilec's CPU executors

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
