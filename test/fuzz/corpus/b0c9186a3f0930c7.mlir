cuda_tile.module @m {
  testing$func @f(%x: tile<4x8xf32>) {
    // expected-error @below {{'cuda_tile.scan' op result #0 must be '!cuda_tile.tile<4x8xf32>' (the operand's type), got '!cuda_tile.tile<4x8xf16>'}}
    %r = scan %x dim=0 reverse=true identities=[0.0 : f32] : tile<4x8xf32> -> tile<4x8xf16>
      (%e: tile<f32>, %a: tile<f32>) { yield %a : tile<f32> }
    return
  }
}
