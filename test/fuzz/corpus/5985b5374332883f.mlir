cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'cuda_tile.alloca' op number of elements must not be negative, got -1}}
    %p = alloca num_elem = -1, alignment = 4 : tile<ptr<f32>>
    return
  }
}
