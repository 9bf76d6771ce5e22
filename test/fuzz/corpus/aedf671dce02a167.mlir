cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.broadcast' op source and result element types must be equal, got 'f32' and 'f16'}}
    %b = broadcast %x : tile<8xf32> -> tile<8xf16>
    return
  }
}
