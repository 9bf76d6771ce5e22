cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>, %i: tile<i32>) {
    %r = reduce %x dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
        // expected-error @below {{'cuda_tile.yield' op operand #0 has type '!cuda_tile.tile<i32>' but the enclosing 'cuda_tile.reduce' expects '!cuda_tile.tile<f32>' (hts opere<i32>
      }
    return
  }
}
