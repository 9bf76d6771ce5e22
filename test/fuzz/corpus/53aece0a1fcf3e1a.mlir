cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.broadcast' op source and result must have the same rank (use reshape to change the rank), got 1 and 2}}
    %b = broadcast %x : tile<8xf32> -> tile<4x8xf32>
    return
  }
}
