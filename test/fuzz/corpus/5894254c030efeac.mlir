cuda_tile.module @m {
  testing$func @f(%gv: gather_scatter_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>, %rows: tile<4xi32>, %i: tile<i32>) {
    // expected-error @below {{'cuda_tile.load_view_tko' op index #0 (at sparse_dim) must be a 1-D integer tile of length 8 (the tile size along sparse_dim), got '!cuda_tile.tile<4xi32>'}}
    %x, %t = load_view_tko weak %gv[%rows, %i] : gather_scatter_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> tile<8x16xf32>, token
    return
  }
}
