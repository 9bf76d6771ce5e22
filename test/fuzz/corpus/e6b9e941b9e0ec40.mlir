cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.permute' op source must have rank 2 or more, got rank 1}}
    %t = permute %x [0] : tile<8xf32> -> tile<8xf32>
    return
  }
}
