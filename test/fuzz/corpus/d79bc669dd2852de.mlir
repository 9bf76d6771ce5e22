// exp and tanh: full (any FLT type) or approx (f32).
cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.exp' op rounding mode nearest_even is not allowed; expected full, approx}}
    %0 = exp %x rounding<nearest_even> : tile<8xf32>
    return
  }
}
