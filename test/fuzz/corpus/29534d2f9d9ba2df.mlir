cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{unknown rounding mode 'fastest'}}
    %0 = ftof %x rounding<fastest> : tile<8xf32> -> tile<8xbf16>
    return
  }
}
