cuda_tile.module @m {
  testing$func @f(%i: tile<i32>, %a: tile<f32>) {
    // expected-error @below {{'cuda_tile.for' op must have one result per carried value: 1 carried values but 0 results}}
    "cuda_tile.for"(%i, %i, %i, %a) ({
    ^bb0(%iv: !cuda_tile.tile<i32>, %x: !cuda_tile.tile<f32>):
      "cuda_tile.continue"(%x) : (!cuda_tile.tile<f32>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> ()
    return
  }
}
