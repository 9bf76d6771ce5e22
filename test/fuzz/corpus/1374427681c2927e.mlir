cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, %i: tile<i32>, %v: tile<16xf32>) {
    // expected-error @below {{'cuda_tile.atomic_red_view_tko' op memory ordering acq_rel is not allowed: only relaxed is}}
    %t = atomic_red_view_tko acq_rel device %pv[%i], addf, %v : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
