cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.fma' op rounding mode approx is not allowed; expected nearest_even, zero, negative_inf, positive_inf}}
    %0 = fma %x, %y, %y rounding<approx> : tile<8xf32>
    return
  }
}
