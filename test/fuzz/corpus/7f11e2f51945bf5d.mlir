// expected-error @below {{'strided_view' traversal stride #1 must be positive, got 0}}
"test.use"() : () -> !cuda_tile.strided_view<tile=(4x4), traversal_strides=[4,0], tensor_view<8x8xf32, strides=[8,1]>>
