cuda_tile.module @m {
  testing$func @f(%x: tile<f32>) {
    // expected-error @below {{'cuda_tile.for' op bounds and step must be rank-0 integer tiles, got '!cuda_tile.tile<f32>'}}
    for %i in (%x to %x, step %x) : tile<f32> {
    }
    return
  }
}
