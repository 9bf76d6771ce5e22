cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{literal of shape [2, 2] does not match the tile shape [4]}}
    %c = constant <i32: [[1, 2], [3, 4]]> : tile<4xi32>
    return
  }
}
