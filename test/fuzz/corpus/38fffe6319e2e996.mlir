// expected-error @below {{'gather_scatter_view' padding_value neg_zero requires a floating-point element type, got 'i8' (only zero padding is allowed)}}
"test.use"() : () -> !cuda_tile.gather_scatter_view<tile=(4), padding_value = neg_zero, tensor_view<8xi8, strides=[1]>, sparse_dim=0>
