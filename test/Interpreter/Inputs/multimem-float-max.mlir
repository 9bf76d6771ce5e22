cuda_tile.module @m {
  entry @k(%p: tile<ptr<f16, #cuda_tile.ptr_attr<multicast>>>) {
    %tv = make_tensor_view %p, shape = [16], strides = [1] : tile<ptr<f16, #cuda_tile.ptr_attr<multicast>>> -> tensor_view<16xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<16xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %c0 = constant <i32: 0> : tile<i32>
    %x = constant <f16: 1.0> : tile<16xf16>
    %t = multimem_reduce_view_tko relaxed device max %pv[%c0], %x : tile<16xf16>, partition_view<tile=(16), tensor_view<16xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> token
    return
  }
}
