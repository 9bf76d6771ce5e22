// expected-error @below {{'tensor_view' stride of dimension #0 must be positive, got 0}}
"test.use"() : () -> !cuda_tile.tensor_view<4x4xf32, strides=[0,1]>
