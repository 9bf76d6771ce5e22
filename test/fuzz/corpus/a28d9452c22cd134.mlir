// expected-error @below {{'tensor_view' of 'f4E2M1FN' needs a unit-stride dimension with an even size}}
"test.use"() : () -> !cuda_tile.tensor_view<f4E2M1FN>
