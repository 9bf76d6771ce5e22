cuda_tile.module @m {
  testing$func @f(%a: tile<32xi8>, %b: tile<32xi8>, %c: tile<32xi32>) {
    // expected-error @below {{'cuda_tile.mmai' op operands must all be rank 2 (MxK, KxN, MxN) or all rank 3 (BxMxK, BxKxN, BxMxN), got ranks 1, 1 and 1}}
    %0 = mmai %a, %b, %c signed signed : tile<32xi8>, tile<32xi8>, tile<32xi32>
    return
  }
}
