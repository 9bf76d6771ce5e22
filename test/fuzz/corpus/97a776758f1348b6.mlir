// expected-error @below {{'tensor_view' of rank 0 takes no strides}}
"test.use"() : () -> !cuda_tile.tensor_view<f32, strides=[]>
