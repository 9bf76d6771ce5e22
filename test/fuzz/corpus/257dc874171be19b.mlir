// expected-error @below {{'partition_view' tile rank (1) must equal the tensor_view rank (2)}}
"test.use"() : () -> !cuda_tile.partition_view<tile=(4), tensor_view<8x8xf32, strides=[8,1]>>
