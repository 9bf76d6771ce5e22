cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'cuda_tile.alloca' op alignment must be a positive power of two, got 12}}
    %p = alloca num_elem = 4, alignment = 12 : tile<ptr<f32>>
    return
  }
}
