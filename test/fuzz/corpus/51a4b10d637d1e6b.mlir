cuda_tile.module @m {
  testing$func @f(%x: tile<8x8xf32>, %i: tile<i32>) {
    // expected-error @below {{'cuda_tile.extract' op expects one index per dimension (2), got 1}}
    %s = extract %x[%i] : tile<8x8xf32> -> tile<4x4xf32>
    return
  }
}
