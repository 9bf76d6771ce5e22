cuda_tile.module @m {
  testing$func @f(%a: tile<i32>) {
    // expected-error @below {{'bounded' lower bound 5 must not exceed the upper bound 4}}
    %r = assume bounded<5, 4>, %a : tile<i32>
    return
  }
}
