cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, %i: tile<i32>, %v: tile<16xf32>) {
    // expected-error @below {{expected string or keyword containing one of the following enum values for attribute 'memory_scope'}}
    %t = atomic_red_view_tko relaxed %pv[%i], addf, %v : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
