cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>) {
    // expected-error @below {{'cuda_tile.load_ptr_tko' op memory ordering 'acquire' requires a memory scope (tl_blk, device or sys)}}
    %v, %t = load_ptr_tko acquire %p : tile<8xptr<f32>> -> tile<8xf32>, token
    return
  }
}
