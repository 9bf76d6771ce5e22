cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{literal of shape [3] does not match the tile shape [4]}}
    %c = constant <i32: [1, 2, 3]> : tile<4xi32>
    return
  }
}
