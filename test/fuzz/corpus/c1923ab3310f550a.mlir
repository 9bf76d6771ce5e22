cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{integer literal 65536 does not fit in 'i16' (signed or unsigned)}}
    %c = constant <i16: 0x10000> : tile<2xi16>
    return
  }
}
