cuda_tile.module @m {
  testing$func @f(%v: tile<8xbf16>) {
    // expected-error @below {{'cuda_tile.subf' op flush_to_zero is only allowed for f32, got 'bf16'}}
    %0 = subf %v, %v flush_to_zero : tile<8xbf16>
    return
  }
}
