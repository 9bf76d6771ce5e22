// expected-error @below {{'tensor_view' element type must be a number type, got 'i4'}}
"test.use"() : () -> !cuda_tile.tensor_view<4xi4, strides=[1]>
