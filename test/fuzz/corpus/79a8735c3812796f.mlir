cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %m: tile<4xi1>) {
    // expected-error @below {{'cuda_tile.load_ptr_tko' op mask shape must equal the pointer tile shape: expected '!cuda_tile.tile<8xi1>', got '!cuda_tile.tile<4xi1>'}}
    %v, %t = load_ptr_tko weak %p, %m : tile<8xptr<f32>>, tile<4xi1> -> tile<8xf32>, token
    return
  }
}
