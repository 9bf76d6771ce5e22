// expected-error @below {{'tensor_view' element type must be a number type, got '!cuda_tile.ptr<f32>'}}
"test.use"() : () -> !cuda_tile.tensor_view<4xptr<f32>, strides=[1]>
