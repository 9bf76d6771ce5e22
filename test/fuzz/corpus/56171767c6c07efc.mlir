cuda_tile.module @m {
  testing$func @f(%i: tile<i32>) {
    for %k in (%i to %i, step %i) : tile<i32> {
      // expected-error @below {{'cuda_tile.break' op cannot leave a 'for': only a 'loop' can be left with 'break'}}
      break
    }
    return
  }
}
