cuda_tile.module @m {
  entry @k(%c: tile<i1>) {
    loop {
      // expected-error @below {{'cuda_tile.return' op must be nested only in 'if' operations up to its 'entry' or 'testing$func', but is inside 'cuda_tile.loop'}}
      return
    }
    return
  }
}
