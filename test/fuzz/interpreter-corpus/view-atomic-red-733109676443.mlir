cuda_tile.module @m {
  entry @aliasing(%p: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %p, shape = [2, 2], strides = [1, 1] : tensor_view<2x2xi32, strides=[1,1]>
    %pv = make_partition_view %tv : partition_view<tile=(2x2), tensor_view<2x2xi32, strides=[1,1]>>
    %x = constant <i32: [[10, 20], [30, 40]]> : tile<2x2xi32>
    %t0 = atomic_red_view_tko relaxed device %pv[%c0, %c0], add, %x : tile<2x2xi32>, partition_view<tile=(2x2), tensor_view<2x2xi32, strides=[1,1]>>, tile<i32> -> token
    return
  }
}
