cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'cuda_tile.iota' op result must have rank 1, got rank 2}}
    %i = iota : tile<2x4xi32>
  }
}
