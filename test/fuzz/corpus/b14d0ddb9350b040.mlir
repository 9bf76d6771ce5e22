cuda_tile.module @m {
  testing$func @f(%x: tile<4x8xf32>) {
    // expected-error @below {{'cuda_tile.reduce' op result #0 must be '!cuda_tile.tile<8xf32>' (the operand's type without dimension dim), got '!cuda_tile.tile<4xf32>'}}
    %r = reduce %x dim=0 identities=[0.0 : f32] : tile<4x8xf32> -> tile<4xf32>
      (%e: tile<f32>, %a: tile<f32>) { yield %a : tile<f32> }
    return
  }
}
