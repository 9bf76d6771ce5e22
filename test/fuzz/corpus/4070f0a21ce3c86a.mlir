cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<8xi32>) {
    // expected-error @below {{'cuda_tile.atomic_cas_tko' op memory ordering 'acq_rel' requires a memory scope (tl_blk, device or sys)}}
    %o, %t = atomic_cas_tko acq_rel %p, %v, %v : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    return
  }
}
