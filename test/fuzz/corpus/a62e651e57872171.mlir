cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %v: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.store_ptr_tko' op memory ordering 'weak' cannot have a memory scope, got 'tl_blk'}}
    %t = store_ptr_tko weak tl_blk %p, %v : tile<8xptr<f32>>, tile<8xf32> -> token
    return
  }
}
