cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    %0 = ftof %x rounding<zero> : tile<8xf32> -> tile<8xf8E4M3FN>
    return
  }
}
