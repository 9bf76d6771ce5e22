cuda_tile.module @m {
  testing$func @f(%gv: gather_scatter_view<tile=(8x2x4), tensor_view<?x?x?xf32, strides=[?,?,1]>, sparse_dim=0>, %rows: tile<8xi32>, %i: tile<i32>, %j: tile<i16>) {
    // expected-error @below {{'cuda_tile.load_view_tko' op indices outside sparse_dim must all have the same type: #2 is '!cuda_tile.tile<i16>' but an earlier one is '!cuda_tile.tile<i32>'}}
    %x, %t = load_view_tko weak %gv[%rows, %i, %j] : gather_scatter_view<tile=(8x2x4), tensor_view<?x?x?xf32, strides=[?,?,1]>, sparse_dim=0>, tile<8xi32>, tile<i32>, tile<i16> -> tile<8x2x4xf32>, token
    return
  }
}
