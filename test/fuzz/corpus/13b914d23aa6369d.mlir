cuda_tile.module @m {
  testing$func @f(%x: tile<8x8xf32>, %i: tile<i32>) {
    // expected-error @below {{'cuda_tile.extract' op result dimension 1 (16) must divide the source dimension (8)}}
    %s = extract %x[%i, %i] : tile<8x8xf32> -> tile<4x16xf32>
    return
  }
}
