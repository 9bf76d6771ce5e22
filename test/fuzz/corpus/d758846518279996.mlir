cuda_tile.module @m {
  testing$func @f(%a: tile<2x4x16x8xf16>, %b: tile<2x4x8x8xf16>, %c: tile<2x4x16x8xf32>) {
    // expected-error @below {{'cuda_tile.mmaf' op operands a, b, c must all be rank 2 (MxK, KxN, MxN) or all rank 3 (BxMxK, BxKxN, BxMxN), got ranks 4, 4, 4}}
    %0 = mmaf %a, %b, %c : tile<2x4x16x8xf16>, tile<2x4x8x8xf16>, tile<2x4x16x8xf32>
    return
  }
}
