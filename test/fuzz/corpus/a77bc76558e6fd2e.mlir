cuda_tile.module @m {
  testing$func @f(%gv: gather_scatter_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>, %rows: tile<8xi32>, %j: tile<2xi32>) {
    // expected-error @below {{'cuda_tile.load_view_tko' op index #1 must be a rank-0 integer tile, got '!cuda_tile.tile<2xi32>'}}
    %x, %t = load_view_tko weak %gv[%rows, %j] : gather_scatter_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>, tile<8xi32>, tile<2xi32> -> tile<8x16xf32>, token
    return
  }
}
