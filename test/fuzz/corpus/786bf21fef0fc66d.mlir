cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, %i: tile<i32>) {
    // expected-error @below {{expected the index type after the view type}}
    %x, %t = load_view_tko weak %pv[%i] : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>> -> tile<16xf32>, token
    return
  }
}
