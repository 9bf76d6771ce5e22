cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.reduce' op identity #0 has type 'f64' but operand #0 has element type 'f32'}}
    %r = reduce %x dim=0 identities=[0.0 : f64] : tile<4xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) { yield %a : tile<f32> }
    return
  }
}
