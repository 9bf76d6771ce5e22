// expected-error @below {{'partition_view' tile has more than 16777216 (2^24) elements}}
"test.use"() : () -> !cuda_tile.partition_view<tile=(8192x4096), tensor_view<?x?xf32, strides=[?,1]>>
