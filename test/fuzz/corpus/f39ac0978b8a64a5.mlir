cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>) {
    // expected-error @below {{'cuda_tile.int_to_ptr' op source element type must be i64, got 'i32'}}
    %0 = int_to_ptr %x : tile<8xi32> -> tile<8xptr<f32>>
    return
  }
}
