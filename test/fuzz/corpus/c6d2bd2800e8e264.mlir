cuda_tile.module @m {
  testing$func @f(%a: tile<i32>) {
    // expected-error @below {{'cuda_tile.assume' op attribute 'predicate' failed to satisfy constraint}}
    %r = "cuda_tile.assume"(%a) <{predicate = 16 : i64}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    return
  }
}
