// expected-error @below {{'strided_view' needs one traversal stride per dimension: rank 2 but 1 traversal_strides}}
"test.use"() : () -> !cuda_tile.strided_view<tile=(4x4), traversal_strides=[4], tensor_view<8x8xf32, strides=[8,1]>>
