// expected-error @below {{'gather_scatter_view' needs a sparse_dim parameter}}
"test.use"() : () -> !cuda_tile.gather_scatter_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>
