cuda_tile.module @m {
  testing$func @f(%i: tile<i32>) {
    // expected-error @below {{'cuda_tile.for' op induction variable must have the bounds' type '!cuda_tile.tile<i32>', got '!cuda_tile.tile<i64>'}}
    "cuda_tile.for"(%i, %i, %i) ({
    ^bb0(%iv: !cuda_tile.tile<i64>):
      "cuda_tile.continue"() : () -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> ()
    return
  }
}
