cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.ftof' op rounding mode approx is not supported: only nearest_even}}
    %0 = ftof %x rounding<approx> : tile<8xf32> -> tile<8xbf16>
    return
  }
}
