cuda_tile.module @m {
  testing$func @f(%t: tile<8xf8E8M0FNU>) {
    // expected-error @below {{'cuda_tile.maxf' op operand #0 must be tile of f16, bf16, f32 or f64, but got '!cuda_tile.tile<8xf8E8M0FNU>'}}
    %0 = maxf %t, %t : tile<8xf8E8M0FNU>
    return
  }
}
