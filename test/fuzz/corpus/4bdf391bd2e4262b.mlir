// expected-error @below {{'partition_view' tile dimension #0 must be a positive power of two, got 3}}
"test.use"() : () -> !cuda_tile.partition_view<tile=(3x4), tensor_view<8x8xf32, strides=[8,1]>>
