cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %v: tile<8xi32>) {
    // expected-error @below {{'cuda_tile.store_ptr_tko' op value type must be '!cuda_tile.tile<8xf32>' (the pointee type in the pointer tile's shape), got '!cuda_tile.tile<8xi32>'}}
    %t = store_ptr_tko weak %p, %v : tile<8xptr<f32>>, tile<8xi32> -> token
    return
  }
}
