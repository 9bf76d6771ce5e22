cuda_tile.module @m {
  testing$func @f(%i: tile<i32>, %tv: tensor_view<4xf32, strides=[1]>) {
    // expected-error @below {{'cuda_tile.for' op carried value #0 cannot be a tensor_view or tile view, got '!cuda_tile.tensor_view<4xf32, strides=[1]>'}}
    %r = for %k in (%i to %i, step %i) : tile<i32> iter_values(%v = %tv) -> (tensor_view<4xf32, strides=[1]>) {
      continue %v : tensor_view<4xf32, strides=[1]>
    }
    return
  }
}
