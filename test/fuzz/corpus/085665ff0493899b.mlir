cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>) {
    // expected-error @below {{'cuda_tile.load_ptr_tko' op result type must be '!cuda_tile.tile<8xf32>' (the pointee type in the pointer tile's shape), got '!cuda_tile.tile<4xf32>'}}
    %v, %t = load_ptr_tko weak %p : tile<8xptr<f32>> -> tile<4xf32>, token
    return
  }
}
