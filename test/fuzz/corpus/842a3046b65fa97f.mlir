cuda_tile.module @m {
  testing$func @f(%t: tile<8xi32>) {
    // expected-error @below {{'cuda_tile.absf' op operand #0 must be tile of f16, bf16, f32 or f64, but got '!cuda_tile.tile<8xi32>'}}
    %0 = absf %t : tile<8xi32>
    return
  }
}
