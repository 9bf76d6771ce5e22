cuda_tile.module @m {
  testing$func @f(%x: tile<8xi8>) {
    // expected-error @below {{'cuda_tile.trunci' op result element type 'i16' must be strictly narrower than the source element type 'i8'}}
    %0 = trunci %x : tile<8xi8> -> tile<8xi16>
    return
  }
}
