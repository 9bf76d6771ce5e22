cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{'cuda_tile.constant' op result #0 must be tile of numbers, but got '!cuda_tile.tile<2xptr<f32>>'}}
    %c = "cuda_tile.constant"() <{value = dense<0> : tensor<2xi64>}> : () -> !cuda_tile.tile<2xptr<f32>>
    return
  }
}
