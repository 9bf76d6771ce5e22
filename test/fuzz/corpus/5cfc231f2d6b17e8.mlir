cuda_tile.module @m {
  testing$func @f(%a: tile<f32>) {
    // expected-error @below {{'cuda_tile.loop' op body arguments must have the types of the carried values}}
    "cuda_tile.loop"(%a) ({
    ^bb0(%x: !cuda_tile.tile<i32>):
      "cuda_tile.continue"(%x) : (!cuda_tile.tile<i32>) -> ()
    }) : (!cuda_tile.tile<f32>) -> ()
    return
  }
}
