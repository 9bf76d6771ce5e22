// expected-error @below {{'tensor_view' of 'f4E2M1FN' needs its unit-stride dimensions to have an even size, got 3}}
"test.use"() : () -> !cuda_tile.tensor_view<4x3xf4E2M1FN, strides=[3,1]>
