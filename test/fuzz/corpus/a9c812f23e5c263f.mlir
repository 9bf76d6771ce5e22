// expected-error @below {{'partition_view' of rank 0 is not supported}}
"test.use"() : () -> !cuda_tile.partition_view<tile=(), tensor_view<f32>>
