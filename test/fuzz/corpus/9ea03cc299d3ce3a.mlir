cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<8xi32>) {
    // expected-error @below {{'cuda_tile.atomic_rmw_tko' op atomic mode 'addf' requires elements of type f16, bf16, f32 or f64, got 'i32'}}
    %o, %t = atomic_rmw_tko relaxed device %p, addf, %v : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    return
  }
}
