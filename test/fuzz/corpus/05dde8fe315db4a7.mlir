cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<8xi32>) {
    // expected-error @below {{'cuda_tile.atomic_rmw_tko' op memory ordering 'relaxed' requires a memory scope (tl_blk, device or sys)}}
    %o, %t = atomic_rmw_tko relaxed %p, add, %v : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    return
  }
}
