cuda_tile.module @m {
  testing$func @f(%x: tile<8xf64>) {
    %0 = ftof %x rounding<nearest_away> : tile<8xf64> -> tile<8xf32>
    return
  }
}
