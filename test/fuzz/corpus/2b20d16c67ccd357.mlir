cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %m: tile<8xi1>, %z: tile<8xf16>) {
    // expected-error @below {{'cuda_tile.load_ptr_tko' op padding value type must equal the result type '!cuda_tile.tile<8xf32>', got '!cuda_tile.tile<8xf16>'}}
    %v, %t = load_ptr_tko weak %p, %m, %z : tile<8xptr<f32>>, tile<8xi1>, tile<8xf16> -> tile<8xf32>, token
    return
  }
}
