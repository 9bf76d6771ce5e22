// tf32 is 19 bits wide for bitcast, although it occupies 4 bytes.
cuda_tile.module @m {
  testing$func @f(%x: tile<8xtf32>) {
    // expected-error @below {{'cuda_tile.bitcast' op source and result element types must have the same bit width, got 'tf32' (19 bits) and 'f32' (32 bits)}}
    %0 = bitcast %x : tile<8xtf32> -> tile<8xf32>
    return
  }
}
