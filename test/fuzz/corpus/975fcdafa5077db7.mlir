// divi rounds toward zero, positive_inf or negative_inf only.
cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.divi' op rounding mode nearest_even is not allowed: integer division rounds toward zero, positive_inf or negative_inf}}
    %0 = divi %a, %a signed rounding<nearest_even> : tile<4xi32>
    return
  }
}
