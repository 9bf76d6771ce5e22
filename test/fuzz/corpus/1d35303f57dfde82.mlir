cuda_tile.module @m {
  entry @k(%c: tile<i1>) {
    // expected-error @below {{'cuda_tile.continue' op must be nested in a 'for' or 'loop' with only 'if' operations in between, but is in 'cuda_tile.entry'}}
    continue
  }
}
