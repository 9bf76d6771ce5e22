cuda_tile.module @m {
  testing$func @f(%t: tile<8xf8E4M3FN>) {
    // expected-error @below {{'cuda_tile.negf' op operand #0 must be tile of f16, bf16, f32 or f64, but got '!cuda_tile.tile<8xf8E4M3FN>'}}
    %0 = negf %t : tile<8xf8E4M3FN>
    return
  }
}
