// expected-error @below {{'strided_view' needs a traversal_strides parameter}}
"test.use"() : () -> !cuda_tile.strided_view<tile=(4), tensor_view<8xf32, strides=[1]>>
