cuda_tile.module @m {
  testing$func @f(%c: tile<i1>, %t: !cuda_tile.tensor_view<4xf32, strides=[1]>) {
    // expected-error @below {{'cuda_tile.if' op result #0 cannot be a tensor_view or tile view}}
    %v = if %c -> (tensor_view<4xf32, strides=[1]>) {
      yield %t : tensor_view<4xf32, strides=[1]>
    } else {
      yield %t : tensor_view<4xf32, strides=[1]>
    }
    return
  }
}
