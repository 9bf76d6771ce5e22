cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>) {
    // expected-error @below {{'cuda_tile.ptr_to_ptr' op result element type must be a pointer type, got 'i64'}}
    %0 = ptr_to_ptr %p : tile<8xptr<f32>> -> tile<8xi64>
    return
  }
}
