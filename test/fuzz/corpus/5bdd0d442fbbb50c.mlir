// The f16/bf16 quirk stops there: f32 does not stand for bf16.
cuda_tile.module @m {
  testing$func @f(%x: tile<4xbf16>) {
    // expected-error @below {{'cuda_tile.reduce' op identity #0 has type 'f32' but operand #0 has element type 'bf16'}}
    %r = reduce %x dim=0 identities=[0.0 : f32] : tile<4xbf16> -> tile<bf16>
      (%e: tile<bf16>, %a: tile<bf16>) { yield %a : tile<bf16> }
    return
  }
}
