cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>) {
    %0 = pow %x, %x : tile<8xi32>
    return
  }
}
