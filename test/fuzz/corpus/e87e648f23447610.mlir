cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(4x4x4), tensor_view<64x64x64xf32, strides=[4096,64,1]>>, %i: tile<i32>) {
    // expected-error @below {{expected one index type for all indices or one per index (3), got 2}}
    %x, %t = load_view_tko weak %pv[%i, %i, %i] : partition_view<tile=(4x4x4), tensor_view<64x64x64xf32, strides=[4096,64,1]>>, tile<i32>, tile<i32> -> tile<4x4x4xf32>, token
    return
  }
}
