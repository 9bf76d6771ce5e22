cuda_tile.module @m {
  testing$func @f(%x: tile<4x8xf32>) {
    // expected-error @below {{'cuda_tile.permute' op result dimension 0 must be source dimension 1 (8), got 4}}
    %t = permute %x [1, 0] : tile<4x8xf32> -> tile<4x8xf32>
    return
  }
}
