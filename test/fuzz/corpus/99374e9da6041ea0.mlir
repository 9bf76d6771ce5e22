cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f16>>, %v: tile<8xf16>) {
    // expected-error @below {{'cuda_tile.atomic_rmw_tko' op atomic mode 'xchg' requires elements of type i32, i64, f32 or f64, got 'f16'}}
    %o, %t = atomic_rmw_tko relaxed device %p, xchg, %v : tile<8xptr<f16>>, tile<8xf16> -> tile<8xf16>, token
    return
  }
}
