cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.divf' op rounding mode nearest_int_to_zero is not allowed; expected nearest_even, zero, negative_inf, positive_inf, approx, full}}
    %0 = divf %x, %y rounding<nearest_int_to_zero> : tile<8xf32>
    return
  }
}
