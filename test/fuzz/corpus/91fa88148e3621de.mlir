// One case per verifier rule of if, for, loop, continue, break, yield and assert.

cuda_tile.module @m {
  testing$func @f(%c: tile<i1>, %a: tile<f32>) -> tile<f32> {
    // expected-error @below {{'cuda_tile.if' op has results and therefore needs an 'else' branch}}
    %v = if %c -> (tile<f32>) { yield %a : tile<f32> }
    return %v : tile<f32>
  }
}
