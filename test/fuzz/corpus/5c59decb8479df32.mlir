cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>, %y: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.reduce' op operand #1 has type '!cuda_tile.tile<8xf32>' whose shape differs from operand #0 '!cuda_tile.tile<4xf32>'}}
    %r:2 = reduce %x, %y dim=0 identities=[0.0 : f32, 0.0 : f32] : tile<4xf32>, tile<8xf32> -> tile<f32>, tile<f32>
      (%e: tile<f32>, %a: tile<f32>, %e2: tile<f32>, %a2: tile<f32>) { yield %a, %a2 : tile<f32>, tile<f32> }
    return
  }
}
