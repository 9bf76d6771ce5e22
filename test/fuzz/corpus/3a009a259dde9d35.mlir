cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'cuda_tile.alloca' op alignment 4 is smaller than the size of 'f64' (8 bytes)}}
    %p = alloca num_elem = 4, alignment = 4 : tile<ptr<f64>>
    return
  }
}
