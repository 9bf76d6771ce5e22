cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.entry' op parameter #1 must be a rank-0 tile (a scalar or a pointer), got '!cuda_tile.tile<4xf32>'}}
  entry @k(%a: tile<f32>, %b: tile<4xf32>) {
  }
}
