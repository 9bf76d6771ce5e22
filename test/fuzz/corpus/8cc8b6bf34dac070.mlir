cuda_tile.module @m {
  entry @k(%c: tile<i1>) {
    if %c {
      // expected-error @below {{'cuda_tile.break' op must be nested in a 'loop' with only 'if' operations in between, but is in 'cuda_tile.entry'}}
      break
    }
    return
  }
}
