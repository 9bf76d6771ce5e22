cuda_tile.module @m {
  testing$func @f(%x: tile<8xi64>) {
    // expected-error @below {{'cuda_tile.ptr_to_int' op source element type must be a pointer type, got 'i64'}}
    %0 = ptr_to_int %x : tile<8xi64> -> tile<8xi64>
    return
  }
}
