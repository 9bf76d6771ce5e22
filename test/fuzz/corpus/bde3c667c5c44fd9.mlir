cuda_tile.module @m {
  entry @k() {
    %c0 = constant <i32: 0> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    for %i in (%c0 to %c4, step %c1) : tile<i32> {
      loop {
        return
      }
    }
    return
  }
}
