// Float min multimem_reduce_view_tko out of bounds (view-multimem.mlir): @k's index (2) lies
// outside the view's index space [2], which checked mode reports in both executors; @b's tensor
// (16 elements) is larger than its 12-element buffer, which checked mode reports.
cuda_tile.module @m {
  entry @k(%p: tile<ptr<bf16, #cuda_tile.ptr_attr<multicast>>>) {
    %tv = make_tensor_view %p, shape = [12], strides = [1] : tile<ptr<bf16, #cuda_tile.ptr_attr<multicast>>> -> tensor_view<12xbf16, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(8), tensor_view<12xbf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %c2 = constant <i32: 2> : tile<i32>
    %x = constant <bf16: -1.0> : tile<8xbf16>
    %t = multimem_reduce_view_tko relaxed device min %pv[%c2], %x : tile<8xbf16>, partition_view<tile=(8), tensor_view<12xbf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> token
    return
  }
  entry @b(%p: tile<ptr<bf16, #cuda_tile.ptr_attr<multicast>>>) {
    %tv = make_tensor_view %p, shape = [16], strides = [1] : tile<ptr<bf16, #cuda_tile.ptr_attr<multicast>>> -> tensor_view<16xbf16, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(8), tensor_view<16xbf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %c1 = constant <i32: 1> : tile<i32>
    %x = constant <bf16: -1.0> : tile<8xbf16>
    %t = multimem_reduce_view_tko relaxed device min %pv[%c1], %x : tile<8xbf16>, partition_view<tile=(8), tensor_view<16xbf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> token
    return
  }
}
