cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %v: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.atomic_rmw_tko' op atomic mode 'add' requires elements of type i32 or i64, got 'f32'}}
    %o, %t = atomic_rmw_tko relaxed device %p, add, %v : tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
    return
  }
}
