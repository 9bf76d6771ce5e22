cuda_tile.module @m {
  // expected-error @below {{optimization hints for 'sm_90' must be a dictionary, got 4 : i64}}
  entry @k() optimization_hints=<sm_90 = 4> {
  }
}
