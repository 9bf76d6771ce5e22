cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(4x8), tensor_view<64x64xf32, strides=[64,1]>>, %i: tile<i32>) {
    // expected-error @below {{'cuda_tile.load_view_tko' op expected 2 indices (one per view dimension), got 1}}
    %x, %t = load_view_tko weak %pv[%i] : partition_view<tile=(4x8), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<4x8xf32>, token
    return
  }
}
