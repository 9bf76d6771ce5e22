cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.reshape' op source and result must have the same number of elements, got 8 and 16}}
    %r = reshape %x : tile<8xf32> -> tile<4x4xf32>
    return
  }
}
