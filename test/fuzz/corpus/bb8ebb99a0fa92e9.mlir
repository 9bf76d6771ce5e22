// expected-error @below {{'gather_scatter_view' has no parameter 'dim_map'}}
"test.use"() : () -> !cuda_tile.gather_scatter_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>, sparse_dim=0, dim_map=[1, 0]>
