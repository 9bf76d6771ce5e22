cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>) {
    // expected-error @below {{'cuda_tile.ptr_to_int' op result element type must be i64, got 'i32'}}
    %0 = ptr_to_int %p : tile<8xptr<f32>> -> tile<8xi32>
    return
  }
}
