cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @below {{'cuda_tile.return' op in an 'entry' cannot have operands}}
    return %a : tile<f32>
  }
}
