cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    %0 = ftof %x rounding<approx> : tile<8xf32> -> tile<8xf64>
    return
  }
}
