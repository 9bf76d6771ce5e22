cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'cuda_tile.alloca' op result #0 must be tile of pointers, but got '!cuda_tile.tile<f32>'}}
    %p = alloca num_elem = 4, alignment = 4 : tile<f32>
    return
  }
}
