cuda_tile.module @m {
  testing$func @f(%i: tile<i32>, %c: tile<i1>) {
    for %k in (%i to %i, step %i) : tile<i32> {
      if %c {
        // expected-error @below {{'cuda_tile.break' op cannot leave a 'for': only a 'loop' can be left with 'break'}}
        break
      }
    }
    return
  }
}
