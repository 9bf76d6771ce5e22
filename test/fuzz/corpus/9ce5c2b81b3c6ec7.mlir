cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f16>>, %v: tile<8xf16>) {
    // expected-error @below {{'cuda_tile.atomic_cas_tko' op requires elements of type i32, i64, f32 or f64, got 'f16'}}
    %o, %t = atomic_cas_tko relaxed device %p, %v, %v : tile<8xptr<f16>>, tile<8xf16> -> tile<8xf16>, token
    return
  }
}
