cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %v: tile<8xf32>, %m: tile<2x4xi1>) {
    // expected-error @below {{'cuda_tile.store_ptr_tko' op mask shape must equal the pointer tile shape: expected '!cuda_tile.tile<8xi1>', got '!cuda_tile.tile<2x4xi1>'}}
    %t = store_ptr_tko weak %p, %v, %m : tile<8xptr<f32>>, tile<8xf32>, tile<2x4xi1> -> token
    return
  }
}
