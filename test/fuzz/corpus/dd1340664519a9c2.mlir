cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.ftoi' op rounding mode nearest_even is not supported: only nearest_int_to_zero}}
    %0 = ftoi %x signed rounding<nearest_even> : tile<8xf32> -> tile<8xi32>
    return
  }
}
