cuda_tile.module @m {
  testing$func @f(%x: tile<8xf16>) {
    // expected-error @below {{'cuda_tile.pack' op result must be a rank-1 tile of i8, got '!cuda_tile.tile<8xi16>'}}
    %b = pack %x : tile<8xf16> -> tile<8xi16>
    return
  }
}
