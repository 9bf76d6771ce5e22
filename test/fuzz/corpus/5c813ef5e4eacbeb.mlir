cuda_tile.module @m {
  testing$func @f(%x: tile<f32>) {
    // expected-error @below {{'cuda_tile.scan' op dim 0 is out of range for operands of rank 0}}
    %r = scan %x dim=0 reverse=false identities=[0.0 : f32] : tile<f32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) { yield %a : tile<f32> }
    return
  }
}
