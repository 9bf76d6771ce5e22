cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<64xf32, strides=[1]>) {
    // expected-error @below {{'cuda_tile.get_tensor_shape' op result #0 must be a rank-0 integer tile, got '!cuda_tile.tile<f32>'}}
    %s = get_tensor_shape %tv : tensor_view<64xf32, strides=[1]> -> tile<f32>
    return
  }
}
