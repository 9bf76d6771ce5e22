// expected-error @below {{'tensor_view' needs one stride per dimension: rank 2 but 1 strides}}
"test.use"() : () -> !cuda_tile.tensor_view<4x4xf32, strides=[1]>
