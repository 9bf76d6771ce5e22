cuda_tile.module @m {
  testing$func @f(%a: tile<1x16x32xi8>, %b: tile<32x16xi8>, %c: tile<16x16xi32>) {
    // expected-error @below {{'cuda_tile.mmai' op operands must all be rank 2 (MxK, KxN, MxN) or all rank 3 (BxMxK, BxKxN, BxMxN), got ranks 3, 2 and 2}}
    %0 = mmai %a, %b, %c signed signed : tile<1x16x32xi8>, tile<32x16xi8>, tile<16x16xi32>
    return
  }
}
