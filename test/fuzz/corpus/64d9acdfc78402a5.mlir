cuda_tile.module @m {
  testing$func @f(%x: tile<4x8xf32>) {
    // expected-error @below {{'cuda_tile.permute' op permutation must have 2 entries (the rank), got 3}}
    %t = permute %x [1, 0, 2] : tile<4x8xf32> -> tile<8x4xf32>
    return
  }
}
