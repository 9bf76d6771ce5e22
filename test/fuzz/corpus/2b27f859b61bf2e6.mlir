cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.reduce' op must have one result per operand: 1 operands but 2 results}}
    %r:2 = reduce %x dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>, tile<f32>
      (%e: tile<f32>, %a: tile<f32>) { yield %a : tile<f32> }
    return
  }
}
