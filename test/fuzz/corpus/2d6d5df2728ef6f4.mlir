cuda_tile.module @m {
  testing$func @f(%x: tile<4x8xf32>) {
    // expected-error @below {{'cuda_tile.reduce' op dim 2 is out of range for operands of rank 2}}
    %r = reduce %x dim=2 identities=[0.0 : f32] : tile<4x8xf32> -> tile<4xf32>
      (%e: tile<f32>, %a: tile<f32>) { yield %a : tile<f32> }
    return
  }
}
