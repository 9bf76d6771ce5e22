cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i16>>, %v: tile<8xi16>) {
    // expected-error @below {{'cuda_tile.atomic_rmw_tko' op atomic mode 'max' requires elements of type i32 or i64, got 'i16'}}
    %o, %t = atomic_rmw_tko relaxed device %p, max, %v : tile<8xptr<i16>>, tile<8xi16> -> tile<8xi16>, token
    return
  }
}
