cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, %i: tile<i32>, %v: tile<16xf32>) {
    // expected-error @below {{'cuda_tile.store_view_tko' op expected 1 indices (one per view dimension), got 2}}
    %t = store_view_tko weak %v, %pv[%i, %i] : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// ==== atomic_red_view_tko
