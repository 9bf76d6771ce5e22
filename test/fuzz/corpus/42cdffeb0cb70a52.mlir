// With dim_map the view's tile shape is already in tile-dimension order: no transposition.
cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(4x8), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[1, 0]>, %i: tile<i32>) {
    // expected-error @below {{'cuda_tile.load_view_tko' op result type must be '!cuda_tile.tile<4x8xf32>' (the view's tile shape and element type), got '!cuda_tile.tile<8x4xf32>'}}
    %x, %t = load_view_tko weak %pv[%i, %i] : partition_view<tile=(4x8), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[1, 0]>, tile<i32> -> tile<8x4xf32>, token
    return
  }
}
