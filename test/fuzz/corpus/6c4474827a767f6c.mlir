cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'cuda_tile.iota' op result #0 must be tile of i1, i8, i16, i32 or i64, but got '!cuda_tile.tile<4xf32>'}}
    %i = iota : tile<4xf32>
  }
}
