cuda_tile.module @m {
  testing$func @f(%x: tile<8xf8E8M0FNU>) {
    %0 = ftof %x rounding<negative_inf> : tile<8xf8E8M0FNU> -> tile<8xf16>
    return
  }
}
