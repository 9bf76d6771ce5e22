cuda_tile.module @m {
  entry @k(%flag: tile<i1>) {
    loop {
      if %flag {
        return
      }
      break
    }
    return
  }
}
