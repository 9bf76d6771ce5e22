cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{integer literal -129 does not fit in 'i8' (signed or unsigned)}}
    %c = constant <i8: -129> : tile<2xi8>
    return
  }
}
