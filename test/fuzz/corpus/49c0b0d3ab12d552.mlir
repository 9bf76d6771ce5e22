cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>, %i: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.scan' op body argument #2 must be '!cuda_tile.tile<i32>' (operand #1's element type), got '!cuda_tile.tile<f32>'}}
    %r:2 = scan %x, %i dim=0 reverse=false identities=[0.0 : f32, 0 : i32] : tile<4xf32>, tile<4xi32> -> tile<4xf32>, tile<4xi32>
      (%e: tile<f32>, %a: tile<f32>, %e2: tile<f32>, %a2: tile<i32>) { yield %e, %a2 : tile<f32>, tile<i32> }
    return
  }
}
