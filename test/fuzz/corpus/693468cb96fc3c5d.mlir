cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.reduce' op must have one identity per operand: 1 operands but 2 identities}}
    %r = reduce %x dim=0 identities=[0.0 : f32, 1.0 : f32] : tile<4xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) { yield %a : tile<f32> }
    return
  }
}
