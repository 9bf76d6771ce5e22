cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.reduce' op body must end in 'yield', got 'cuda_tile.continue'}}
    %r = reduce %x dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) { continue }
    return
  }
}
