cuda_tile.module @m {
  testing$func @f(%x: tile<4xi1>) {
    // 4 bits do not fill a byte.
    // expected-error @below {{'cuda_tile.pack' op source holds 4 bits but the result holds 8}}
    %b = pack %x : tile<4xi1> -> tile<1xi8>
    return
  }
}
