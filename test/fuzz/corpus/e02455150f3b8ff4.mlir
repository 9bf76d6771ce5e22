// expected-error @below {{'strided_view' tile rank (2) must equal the tensor_view rank (1)}}
"test.use"() : () -> !cuda_tile.strided_view<tile=(4x4), traversal_strides=[4,4], tensor_view<8xf32, strides=[1]>>
