cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{literal of shape [1] does not match the tile shape []}}
    %c = constant <i32: [1]> : tile<i32>
    return
  }
}
