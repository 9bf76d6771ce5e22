cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %m: tile<8xi8>) {
    // expected-error @below {{'cuda_tile.load_ptr_tko' op operand #1 must be tile of i1, but got '!cuda_tile.tile<8xi8>'}}
    %v, %t = load_ptr_tko weak %p, %m : tile<8xptr<f32>>, tile<8xi8> -> tile<8xf32>, token
    return
  }
}
