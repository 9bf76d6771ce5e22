cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(4x8), tensor_view<64x64xf32, strides=[64,1]>>, %i: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.load_view_tko' op index #0 must be a rank-0 integer tile, got '!cuda_tile.tile<4xi32>'}}
    %x, %t = load_view_tko weak %pv[%i, %i] : partition_view<tile=(4x8), tensor_view<64x64xf32, strides=[64,1]>>, tile<4xi32> -> tile<4x8xf32>, token
    return
  }
}
