cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, %i: tile<i32>, %v: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.store_view_tko' op stored tile type must be '!cuda_tile.tile<16xf32>' (the view's tile shape and element type), got '!cuda_tile.tile<8xf32>'}}
    %t = store_view_tko weak %v, %pv[%i] : tile<8xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
