cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>) {
    // expected-error @below {{'cuda_tile.load_ptr_tko' op memory ordering 'release' is not allowed; expected weak, relaxed or acquire}}
    %v, %t = load_ptr_tko release device %p : tile<8xptr<f32>> -> tile<8xf32>, token
    return
  }
}
