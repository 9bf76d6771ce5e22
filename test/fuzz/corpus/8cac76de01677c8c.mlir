cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, %i: tile<i32>, %v: tile<16xf32>) {
    // expected-error @below {{'cuda_tile.store_view_tko' op memory ordering acquire is not allowed: expected weak, relaxed or release}}
    %t = store_view_tko acquire device %v, %pv[%i] : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
