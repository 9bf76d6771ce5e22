// expected-error @below {{'partition_view' has no parameter 'traversal_strides'}}
"test.use"() : () -> !cuda_tile.partition_view<tile=(4), traversal_strides=[4], tensor_view<8xf32, strides=[1]>>
