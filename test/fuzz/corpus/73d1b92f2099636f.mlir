// expected-error @below {{'tensor_view' size of dimension #1 must be positive, got 0}}
"test.use"() : () -> !cuda_tile.tensor_view<4x0xf32, strides=[1,1]>
