cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, %i: tile<i32>) {
    // expected-error @below {{'cuda_tile.load_view_tko' op result type must be '!cuda_tile.tile<16xf32>' (the view's tile shape and element type), got '!cuda_tile.tile<16xf16>'}}
    %x, %t = load_view_tko weak %pv[%i] : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf16>, token
    return
  }
}
