cuda_tile.module @m {
  testing$func @f(%gv: gather_scatter_view<tile=(16), tensor_view<64xf32, strides=[1]>, sparse_dim=0>, %i: tile<16xi32>, %v: tile<16xf32>) {
    // expected-error @below {{'cuda_tile.atomic_red_view_tko' op view must be a partition_view or strided_view, got '!cuda_tile.gather_scatter_view<tile=(16), tensor_view<64xf32, strides=[1]>, sparse_dim=0>'}}
    %t = atomic_red_view_tko relaxed device %gv[%i], addf, %v : tile<16xf32>, gather_scatter_view<tile=(16), tensor_view<64xf32, strides=[1]>, sparse_dim=0>, tile<16xi32> -> token
    return
  }
}
