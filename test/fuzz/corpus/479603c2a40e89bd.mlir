cuda_tile.module @m {
  testing$func @f(%x: tile<8xi64>) {
    // expected-error @below {{'cuda_tile.int_to_ptr' op result element type must be a pointer type, got 'i64'}}
    %0 = int_to_ptr %x : tile<8xi64> -> tile<8xi64>
    return
  }
}
