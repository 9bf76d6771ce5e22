cuda_tile.module @m {
  testing$func @f(%pv: strided_view<tile=(16), traversal_strides=[8], padding_value = zero, tensor_view<64xf32, strides=[1]>>, %i: tile<i32>, %v: tile<16xf32>) {
    // expected-error @below {{'cuda_tile.atomic_red_view_tko' op view must not have a padding_value, got '!cuda_tile.strided_view<tile=(16), traversal_strides=[8], padding_value = zero, tensor_view<64xf32, strides=[1]>>'}}
    %t = atomic_red_view_tko relaxed device %pv[%i], addf, %v : tile<16xf32>, strided_view<tile=(16), traversal_strides=[8], padding_value = zero, tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
