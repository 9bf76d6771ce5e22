// One case per verifier or parser rule of the memory operations.

cuda_tile.module @m {
  testing$func @f(%a: token) {
    // expected-error @below {{'cuda_tile.join_tokens' op needs at least 2 input tokens, got 1}}
    %t = join_tokens %a : token
    return
  }
}
