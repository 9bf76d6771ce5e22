// The generic form is verified the same way.
cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.addf' op rounding mode approx is not allowed; expected nearest_even, zero, negative_inf, positive_inf}}
    %0 = "cuda_tile.addf"(%x, %y) <{rounding_mode = #cuda_tile.rounding<approx>}> : (!cuda_tile.tile<8xf32>, !cuda_tile.tile<8xf32>) -> !cuda_tile.tile<8xf32>
    return
  }
}
