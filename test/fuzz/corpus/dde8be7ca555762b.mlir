cuda_tile.module @m {
  testing$func @f(%i: tile<i32>, %c: tile<i1>) {
    for %k in (%i to %i, step %i) : tile<i32> {
      if %c {
        // expected-error @below {{'cuda_tile.return' op must be nested only in 'if' operations up to its 'entry' or 'testing$func', but is inside 'cuda_tile.for'}}
        return
      }
    }
    return
  }
}
