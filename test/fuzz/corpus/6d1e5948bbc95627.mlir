cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.ftof' op rounding mode zero is not supported: only nearest_even (zero and positive_inf only for conversions to f8E8M0FNU)}}
    %0 = ftof %x rounding<zero> : tile<8xf32> -> tile<8xf16>
    return
  }
}
