cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>, %i: tile<i32>, %v: tile<16xi32>) {
    // expected-error @below {{'cuda_tile.atomic_red_view_tko' op mode xchg is not allowed: expected and, or, xor, add, addf, max, min, umax or umin}}
    %t = atomic_red_view_tko relaxed device %pv[%i], xchg, %v : tile<16xi32>, partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}
