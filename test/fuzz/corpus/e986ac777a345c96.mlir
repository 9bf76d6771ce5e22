cuda_tile.module @m {
  testing$func @f(%x: tile<4x8xf32>) {
    // expected-error @below {{'cuda_tile.permute' op permutation must contain each of 0..1 exactly once}}
    %t = permute %x [1, 1] : tile<4x8xf32> -> tile<8x4xf32>
    return
  }
}
