cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>) {
    // expected-error @below {{'cuda_tile.ptr_to_ptr' op source and result must have the same shape, got '!cuda_tile.tile<8xptr<f32>>' and '!cuda_tile.tile<4xptr<f16>>'}}
    %0 = ptr_to_ptr %p : tile<8xptr<f32>> -> tile<4xptr<f16>>
    return
  }
}
