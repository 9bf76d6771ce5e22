cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{'true' and 'false' are literals of i1 only, not of 'i32'}}
    %c = constant <i32: true> : tile<2xi32>
    return
  }
}
