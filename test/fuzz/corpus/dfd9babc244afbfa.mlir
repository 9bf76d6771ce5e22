// expected-error @below {{'tensor_view' of rank 2 needs strides: expected ', strides=[...]'}}
"test.use"() : () -> !cuda_tile.tensor_view<4x4xf32>
