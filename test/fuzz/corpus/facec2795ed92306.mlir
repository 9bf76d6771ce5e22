cuda_tile.module @m {
  testing$func @f(%t: tile<8xf4E2M1FN>) {
    // expected-error @below {{'cuda_tile.exp' op operand #0 must be tile of f16, bf16, f32 or f64, but got '!cuda_tile.tile<8xf4E2M1FN>'}}
    %0 = exp %t : tile<8xf4E2M1FN>
    return
  }
}
