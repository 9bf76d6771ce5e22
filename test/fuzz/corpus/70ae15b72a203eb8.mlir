cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32, <multicast>>>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %i = constant <i32: 0> : tile<i32>
    %x, %t = multimem_load_reduce_view_tko release device add %pv[%i] : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<16xf32>, token
    return
  }
}
