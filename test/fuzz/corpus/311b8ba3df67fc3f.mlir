cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<?x64xf32, strides=[64,1]>) {
    // expected-error @below {{'cuda_tile.get_tensor_shape' op expected 2 results (one per tensor_view dimension), got 3}}
    %s:3 = get_tensor_shape %tv : tensor_view<?x64xf32, strides=[64,1]> -> tile<i32>
    return
  }
}
