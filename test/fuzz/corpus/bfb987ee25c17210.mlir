// expected-error @below {{'gather_scatter_view' tile dimension #1 must be a positive power of two, got 12}}
"test.use"() : () -> !cuda_tile.gather_scatter_view<tile=(4x12), tensor_view<8x8xf32, strides=[8,1]>, sparse_dim=0>
