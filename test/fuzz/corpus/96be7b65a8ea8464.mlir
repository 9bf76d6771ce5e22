// expected-error @below {{'gather_scatter_view' sparse_dim (2) must be non-negative and less than the rank (2)}}
"test.use"() : () -> !cuda_tile.gather_scatter_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>, sparse_dim=2>
