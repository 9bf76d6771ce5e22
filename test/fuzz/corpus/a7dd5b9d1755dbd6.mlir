cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xi16, strides=[1]>>, %i: tile<i32>, %v: tile<16xi16>) {
    // expected-error @below {{'cuda_tile.atomic_red_view_tko' op mode add requires an i32 or i64 element type, got 'i16'}}
    %t = atomic_red_view_tko relaxed device %pv[%i], add, %v : tile<16xi16>, partition_view<tile=(16), tensor_view<64xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}
