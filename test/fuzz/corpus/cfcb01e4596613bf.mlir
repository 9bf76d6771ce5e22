cuda_tile.module @m {
  testing$func @f(%i: tile<i32>, %a: tile<f32>) {
    // expected-error @below {{'cuda_tile.for' op body must have 2 arguments (the induction variable and the carried values), got 1}}
    %r = "cuda_tile.for"(%i, %i, %i, %a) ({
    ^bb0(%iv: !cuda_tile.tile<i32>):
      "cuda_tile.continue"(%a) : (!cuda_tile.tile<f32>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
    return
  }
}
