cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{literal lists at the same depth must have the same shape: [1] after [2]}}
    %c = constant <i32: [[1, 2], [3]]> : tile<2x2xi32>
    return
  }
}
