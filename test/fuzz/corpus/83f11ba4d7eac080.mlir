cuda_tile.module @m {
  testing$func @f(%x: tile<8xf16>) {
    // expected-error @below {{'cuda_tile.pack' op source holds 128 bits but the result holds 64}}
    %b = pack %x : tile<8xf16> -> tile<8xi8>
    return
  }
}
