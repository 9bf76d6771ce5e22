cuda_tile.module @m {
  // expected-error @below {{'entry' cannot have results}}
  entry @k(%a: tile<f32>) -> tile<f32> {
    return %a : tile<f32>
  }
}
