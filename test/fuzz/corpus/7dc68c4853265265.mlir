!m = !cuda_tile.partition_view<
  masked tile=(2x2),
  view=!cuda_tile.tensor_view<16x16xf32, strides=[16,1]>,
>
cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %pv = make_partition_view %tv : !m
    %pw = make_partition_view %tv : partition_view<masked tile=(2x2), view=tensor_view<16x16xf32, strides=[16,1]>, dim_map=[1, 0],>
    %c = constant <i32: 0> : tile<i32>
    %x, %t = load_view_tko weak %pv[%c, %c] : !m, tile<i32> -> tile<2x2xf32>, token
    print "%f\n", %x : tile<2x2xf32>
    cuda_tile.print "done"
    return
  }
}
