cuda_tile.module @m {
  testing$func @f(%a: tile<i32>) {
    // expected-error @below {{'cuda_tile.assume' op failed to verify that all of {value, result} have same type}}
    %r = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<4>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64>
    return
  }
}
