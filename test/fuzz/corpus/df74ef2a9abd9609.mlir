cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.tanh' op rounding mode zero is not allowed; expected full, approx}}
    %0 = tanh %x rounding<zero> : tile<8xf32>
    return
  }
}
