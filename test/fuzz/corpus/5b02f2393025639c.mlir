cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{literal list mixes scalars and nested lists}}
    %c = constant <i32: [[1, 2], 3]> : tile<2x2xi32>
    return
  }
}
