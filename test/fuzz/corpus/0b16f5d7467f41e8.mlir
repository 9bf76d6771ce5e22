cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>) {
    // expected-error @below {{expected a memory ordering (weak, relaxed, acquire, release or acq_rel), got 'strong'}}
    %v, %t = load_ptr_tko strong %p : tile<8xptr<f32>> -> tile<8xf32>, token
    return
  }
}
