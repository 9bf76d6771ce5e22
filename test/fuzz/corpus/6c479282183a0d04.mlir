cuda_tile.module @m {
  testing$func @f(%i: tile<i32>, %n: tile<i64>) {
    // expected-error @below {{'cuda_tile.for' op lower bound, upper bound and step must have the same type, got '!cuda_tile.tile<i32>', '!cuda_tile.tile<i64>' and '!cuda_tile.tile<i32>'}}
    "cuda_tile.for"(%i, %n, %i) ({
    ^bb0(%iv: !cuda_tile.tile<i32>):
      "cuda_tile.continue"() : () -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i64>, !cuda_tile.tile<i32>) -> ()
    return
  }
}
