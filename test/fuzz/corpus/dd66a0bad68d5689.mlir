// expected-error @below {{'tensor_view' stride of dimension #1 must be positive, got -1}}
"test.use"() : () -> !cuda_tile.tensor_view<4x4xf32, strides=[4,-1]>
