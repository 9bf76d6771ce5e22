cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %v: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.store_ptr_tko' op memory ordering 'release' requires a memory scope (tl_blk, device or sys)}}
    %t = store_ptr_tko release %p, %v : tile<8xptr<f32>>, tile<8xf32> -> token
    return
  }
}
