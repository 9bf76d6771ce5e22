cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{integer literal 256 does not fit in 'i8' (signed or unsigned)}}
    %c = constant <i8: [1, 256]> : tile<2xi8>
    return
  }
}
