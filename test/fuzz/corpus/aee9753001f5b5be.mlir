// Side effects are not allowed in the combining body.
cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>, %c: tile<i1>) {
    // expected-error @below {{'cuda_tile.reduce' op body may contain only pure operations, but contains 'cuda_tile.assert'}}
    %r = reduce %x dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
        // expected-note @below {{not pure}}
        assert %c, "inside" : tile<i1>
        yield %a : tile<f32>
      }
    return
  }
}
