cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, %i: tile<i32>) {
    // expected-error @below {{'cuda_tile.load_view_tko' op memory ordering acquire requires a memory scope}}
    %x, %t = load_view_tko acquire %pv[%i] : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    return
  }
}
