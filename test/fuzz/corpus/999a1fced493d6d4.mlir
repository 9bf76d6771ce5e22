cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>) {
    // expected-error @below {{the view has no indices, so no index type may be written}}
    %x, %t = load_view_tko weak %pv[] : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    return
  }
}
