cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'cuda_tile.alloca' op result must be a rank-0 pointer tile, got '!cuda_tile.tile<4xptr<f32>>'}}
    %p = alloca num_elem = 4, alignment = 4 : tile<4xptr<f32>>
    return
  }
}
