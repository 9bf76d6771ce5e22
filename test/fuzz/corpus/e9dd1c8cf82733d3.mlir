cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<64x64xf32, strides=[64,1]>) {
    // expected-error @below {{'cuda_tile.get_tensor_shape' op results must all have the same type: result #1 is '!cuda_tile.tile<i64>' but result #0 is '!cuda_tile.tile<i32>'}}
    %s:2 = "cuda_tile.get_tensor_shape"(%tv) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i64>)
    return
  }
}
