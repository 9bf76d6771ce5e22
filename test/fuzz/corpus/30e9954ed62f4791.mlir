cuda_tile.module @m {
  testing$func @f(%x: tile<2x8xf16>) {
    // expected-error @below {{'cuda_tile.pack' op source must have rank 1, got '!cuda_tile.tile<2x8xf16>'}}
    %b = pack %x : tile<2x8xf16> -> tile<32xi8>
    return
  }
}
