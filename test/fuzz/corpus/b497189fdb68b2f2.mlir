cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.reduce' op body must have 2 arguments (an element and an accumulator per operand), got 1}}
    %r = reduce %x dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
      (%e: tile<f32>) { yield %e : tile<f32> }
    return
  }
}
