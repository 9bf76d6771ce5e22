cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<64xf32, strides=[1]>) {
    // expected-error @below {{'cuda_tile.get_index_space_shape' op operand #0 must be tile view}}
    %s = "cuda_tile.get_index_space_shape"(%tv) : (!cuda_tile.tensor_view<64xf32, strides=[1]>) -> !cuda_tile.tile<i32>
    return
  }
}

// ==== load_view_tko
