cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'cuda_tile.iota' op result has 512 elements, but 'i8' holds only 256 distinct values}}
    %i = iota : tile<512xi8>
  }
}
