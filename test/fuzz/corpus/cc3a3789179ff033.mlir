cuda_tile.module @m {
  testing$func @f(%x: tile<8xf16>) {
    %0 = ftof %x rounding<nearest_away> : tile<8xf16> -> tile<8xf8E8M0FNU>
    return
  }
}
