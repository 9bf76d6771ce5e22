// The parser takes any rounding keyword; the verifier allows only nearest_even.
cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>) {
    // expected-error @below {{'cuda_tile.itof' op rounding mode zero is not supported: only nearest_even}}
    %0 = itof %x signed rounding<zero> : tile<8xi32> -> tile<8xf32>
    return
  }
}
