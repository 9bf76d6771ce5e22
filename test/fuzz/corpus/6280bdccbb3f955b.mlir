cuda_tile.module @m {
  testing$func @f(%v: tile<8xbf16>) {
    // expected-error @below {{'cuda_tile.exp2' op flush_to_zero is only allowed for f32, got 'bf16'}}
    %0 = exp2 %v flush_to_zero : tile<8xbf16>
    return
  }
}
