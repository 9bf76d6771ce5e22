cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{'cuda_tile.constant' op value of type 'tensor<4xi32>' does not match the result type '!cuda_tile.tile<2xi32>'}}
    %c = "cuda_tile.constant"() <{value = dense<[1, 2, 3, 4]> : tensor<4xi32>}> : () -> !cuda_tile.tile<2xi32>
    return
  }
}
