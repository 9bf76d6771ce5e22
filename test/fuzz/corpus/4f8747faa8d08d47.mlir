// Control flow has the effects of its body, so it is not pure either.
cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>, %c: tile<i1>) {
    // expected-error @below {{'cuda_tile.scan' op body may contain only pure operations, but contains 'cuda_tile.if'}}
    %r = scan %x dim=0 reverse=false identities=[0.0 : f32] : tile<4xf32> -> tile<4xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        // expected-note @below {{not pure}}
        if %c { }
        yield %a : tile<f32>
      }
    return
  }
}
