cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{expected a tile type, got 'i32'}}
    %c = constant <i32: 1> : i32
    return
  }
}
