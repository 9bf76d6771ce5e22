cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    %0 = exp %x rounding<nearest_away> : tile<8xf32>
    return
  }
}
