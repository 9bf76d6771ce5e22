cuda_tile.module @m {
  entry @collectives(%p: tile<ptr<f32, #cuda_tile.ptr_attr<multicast>>>,
                     %q: tile<ptr<i32, #cuda_tile.ptr_attr<multicast>>>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tile<ptr<f32, #cuda_tile.ptr_attr<multicast>>> -> tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %tq = make_tensor_view %q, shape = [64], strides = [1] : tile<ptr<i32, #cuda_tile.ptr_attr<multicast>>> -> tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pq = make_partition_view %tq : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %i = constant <i32: 1> : tile<i32>
    %x, %t0 = multimem_load_reduce_view_tko acquire device add %pv[%i] inbounds = [true] : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<16xf32>, token
    %y, %t1 = multimem_load_reduce_view_tko weak max %pq[%i] token = %t0 : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<16xi32>, token
    %t2 = multimem_reduce_view_tko relaxed device add %pv[%i], %x : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> token
    %t3 = multimem_reduce_view_tko release sys xor %pq[%i], %y token = %t2 : tile<16xi32>, partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> token
    %t4 = multimem_store_view_tko weak %pv[%i], %x : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> token
    %t5 = multimem_store_view_tko release tl_blk %pq[%i], %y inbounds = [true] token = %t4 : tile<16xi32>, partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> token
    return
  }
}
