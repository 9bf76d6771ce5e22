cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(4x8), tensor_view<64x64xf32, strides=[64,1]>>, %i: tile<i32>, %j: tile<i64>) {
    // expected-error @below {{'cuda_tile.load_view_tko' op indices must all have the same type: index #1 is '!cuda_tile.tile<i64>' but index #0 is '!cuda_tile.tile<i32>'}}
    %x, %t = load_view_tko weak %pv[%i, %j] : partition_view<tile=(4x8), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32>, tile<i64> -> tile<4x8xf32>, token
    return
  }
}
