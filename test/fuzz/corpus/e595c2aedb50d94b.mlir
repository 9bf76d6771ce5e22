cuda_tile.module @m {
  testing$func @f(%x: tile<8xf4E2M1FN>) {
    %0 = ftof %x rounding<zero> : tile<8xf4E2M1FN> -> tile<8xf8E5M2>
    return
  }
}
