cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>) {
    // expected-error @below {{'cuda_tile.load_ptr_tko' op memory ordering 'weak' cannot have a memory scope, got 'device'}}
    %v, %t = load_ptr_tko weak device %p : tile<8xptr<f32>> -> tile<8xf32>, token
    return
  }
}
