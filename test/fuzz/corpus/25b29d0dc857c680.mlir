cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{integer literal 2 does not fit in 'i1' (signed or unsigned)}}
    %c = constant <i1: 2> : tile<2xi1>
    return
  }
}
