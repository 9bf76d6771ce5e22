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
