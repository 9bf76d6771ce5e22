cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xi8>, %b: tile<32x16xi8>, %c: tile<16x16xi32>) {
    // expected-error @below {{'cuda_tile.mmai' op failed to verify that all of {acc, result} have same type}}
    %0 = "cuda_tile.mmai"(%a, %b, %c) <{signedness_lhs = #cuda_tile.signedness<signed>, signedness_rhs = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<16x32xi8>, !cuda_tile.tile<32x16xi8>, !cuda_tile.tile<16x16xi32>) -> !cuda_tile.tile<16x16xi16>
    return
  }
}
