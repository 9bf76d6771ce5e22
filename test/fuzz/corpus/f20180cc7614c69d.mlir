cuda_tile.module @m {
  testing$func @f(%x: tile<8xi8>) {
    // expected-error @below {{'cuda_tile.pack' op source element type 'i8' is 8 bits wide: use bitcast instead}}
    %b = pack %x : tile<8xi8> -> tile<8xi8>
    return
  }
}
