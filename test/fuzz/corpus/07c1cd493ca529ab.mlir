// expected-error @below {{'strided_view' dim_map must be a permutation of [0, 2), got [1, 1]}}
"test.use"() : () -> !cuda_tile.strided_view<tile=(4x4), traversal_strides=[4,4], tensor_view<8x8xf32, strides=[8,1]>, dim_map=[1, 1]>
