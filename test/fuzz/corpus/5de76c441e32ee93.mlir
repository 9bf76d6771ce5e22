cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{expected an integer literal of type 'i32'}}
    %c = constant <i32: 1.5> : tile<2xi32>
    return
  }
}
