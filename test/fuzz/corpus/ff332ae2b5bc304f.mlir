cuda_tile.module @m {
  testing$func @f(%gv: gather_scatter_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=1>, %cols: tile<16xi32>, %i: tile<i32>) {
    // expected-error @below {{'cuda_tile.load_view_tko' op index #1 (at sparse_dim) must be a 1-D integer tile of length 16 (the tile size along sparse_dim), got '!cuda_tile.tile<i32>'}}
    %x, %t = load_view_tko weak %gv[%cols, %i] : gather_scatter_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=1>, tile<16xi32>, tile<i32> -> tile<8x16xf32>, token
    return
  }
}
