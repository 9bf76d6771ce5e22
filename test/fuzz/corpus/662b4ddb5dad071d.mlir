cuda_tile.module @m {
  testing$func @f(%x: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.for' op bounds and step must be rank-0 integer tiles, got '!cuda_tile.tile<4xi32>'}}
    for %i in (%x to %x, step %x) : tile<4xi32> {
    }
    return
  }
}
