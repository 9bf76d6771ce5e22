cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, %i: tile<i32>, %v: tile<16xf16>) {
    // expected-error @below {{'cuda_tile.atomic_red_view_tko' op value type must be '!cuda_tile.tile<16xf32>' (the view's tile shape and element type), got '!cuda_tile.tile<16xf16>'}}
    %t = atomic_red_view_tko relaxed device %pv[%i], addf, %v : tile<16xf16>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
