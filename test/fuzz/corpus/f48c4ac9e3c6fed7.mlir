cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    %0 = ftoi %x signed saturating rounding<zero> : tile<8xf32> -> tile<8xi32>
    return
  }
}
