cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.subf' op rounding mode full is not allowed; expected nearest_even, zero, negative_inf, positive_inf}}
    %0 = subf %x, %y rounding<full> : tile<8xf32>
    return
  }
}
