cuda_tile.module @m {
  testing$func @f(%x: tile<8xf16>) {
    // expected-error @below {{'cuda_tile.unpack' op source must be a rank-1 tile of i8, got '!cuda_tile.tile<8xf16>'}}
    %b = unpack %x : tile<8xf16> -> tile<16xi8>
    return
  }
}
