cuda_tile.module @m {
  testing$func @f(%p: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.load_ptr_tko' op operand #0 must be tile of pointers, but got '!cuda_tile.tile<8xf32>'}}
    %v, %t = load_ptr_tko weak %p : tile<8xf32> -> tile<8xf32>, token
    return
  }
}
