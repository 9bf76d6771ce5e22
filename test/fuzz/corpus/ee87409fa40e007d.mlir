// expected-error @below {{'partition_view' dim_map must be a permutation of [0, 2), got [1, 2]}}
"test.use"() : () -> !cuda_tile.partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>, dim_map=[1, 2]>
