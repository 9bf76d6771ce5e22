cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>) {
    %r = scan %x dim=0 reverse=false identities=[0.0 : f32] : tile<4xf32> -> tile<4xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        // expected-error @below {{'cuda_tile.yield' op has 2 operands but the enclosing 'cuda_tile.scan' expects 1 (its operands' element types)}}
        yield %e, %a : tile<f32>, tile<f32>
      }
    return
  }
}
