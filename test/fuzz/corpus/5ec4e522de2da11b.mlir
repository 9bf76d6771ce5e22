cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.bitcast' op source and result must have the same shape, got '!cuda_tile.tile<8xf32>' and '!cuda_tile.tile<4xi32>'}}
    %0 = bitcast %x : tile<8xf32> -> tile<4xi32>
    return
  }
}
