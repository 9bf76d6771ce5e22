// Verifier errors of mmaf and mmaf_scaled: shapes, element combinations and scale blocks.

// Shapes: a MxK, b KxN, c MxN, optionally all with one batch dimension.
cuda_tile.module @m {
  testing$func @f(%a: tile<16xf16>, %b: tile<16x8xf16>, %c: tile<16x8xf32>) {
    // expected-error @below {{'cuda_tile.mmaf' op operands a, b, c must all be rank 2 (MxK, KxN, MxN) or all rank 3 (BxMxK, BxKxN, BxMxN), got ranks 1, 2, 2}}
    %0 = mmaf %a, %b, %c : tile<16xf16>, tile<16x8xf16>, tile<16x8xf32>
    return
  }
}
