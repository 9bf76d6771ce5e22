cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.ftof' op conversion to f8E8M0FNU needs rounding<zero> or rounding<positive_inf>, got nearest_even}}
    %0 = ftof %x : tile<8xf32> -> tile<8xf8E8M0FNU>
    return
  }
}
