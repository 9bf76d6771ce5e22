cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.reduce' op body argument #1 must be '!cuda_tile.tile<f32>' (operand #0's element type), got '!cuda_tile.tile<4xf32>'}}
    %r = reduce %x dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<4xf32>) { yield %e : tile<f32> }
    return
  }
}
