cuda_tile.module @m {
  testing$func @f(%x: tile<8xbf16>) {
    %0 = ftof %x rounding<nearest_away> : tile<8xbf16> -> tile<8xf16>
    return
  }
}
