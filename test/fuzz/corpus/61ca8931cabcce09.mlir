cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    %0 = ftof %x rounding<negative_inf> : tile<8xf32> -> tile<8xtf32>
    return
  }
}
