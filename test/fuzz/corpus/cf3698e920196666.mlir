cuda_tile.module @m {
  testing$func @f(%v: tile<8xf16>) {
    // expected-error @below {{'cuda_tile.rsqrt' op flush_to_zero is only allowed for f32, got 'f16'}}
    %0 = rsqrt %v flush_to_zero : tile<8xf16>
    return
  }
}
