cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<4xf32, strides=[1]>) {
    // expected-error @below {{'cuda_tile.loop' op result #0 cannot be a tensor_view or tile view, got '!cuda_tile.tensor_view<4xf32, strides=[1]>'}}
    %r = loop : tensor_view<4xf32, strides=[1]> {
      break %tv : tensor_view<4xf32, strides=[1]>
    }
    return
  }
}
