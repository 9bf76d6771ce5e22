cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %v: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.store_ptr_tko' op memory ordering 'acquire' is not allowed; expected weak, relaxed or release}}
    %t = store_ptr_tko acquire device %p, %v : tile<8xptr<f32>>, tile<8xf32> -> token
    return
  }
}
