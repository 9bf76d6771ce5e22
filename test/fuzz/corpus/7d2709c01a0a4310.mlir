cuda_tile.module @m {
  testing$func @f(%x: tile<2x8xf32>) {
    // expected-error @below {{'cuda_tile.broadcast' op source dimension 0 (2) must equal the result dimension (4) or be 1}}
    %b = broadcast %x : tile<2x8xf32> -> tile<4x8xf32>
    return
  }
}
