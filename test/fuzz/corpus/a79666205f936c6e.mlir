cuda_tile.module @m {
  testing$func @f(%x: tile<8xi8>) {
    // expected-error @below {{'cuda_tile.unpack' op result holds 8 bits but the source holds 64}}
    %b = unpack %x : tile<8xi8> -> tile<8xi1>
    return
  }
}
