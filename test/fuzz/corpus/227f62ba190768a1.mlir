cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'cuda_tile.alloca' op alignment must be a positive power of two, got 0}}
    %p = alloca num_elem = 4, alignment = 0 : tile<ptr<i8>>
    return
  }
}
