cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xi8>, %b: tile<32x16xi8>, %c: tile<8x16xi32>) {
    // expected-error @below {{'cuda_tile.mmai' op M must agree: accumulator has 8 rows but lhs has 16}}
    %0 = mmai %a, %b, %c signed signed : tile<16x32xi8>, tile<32x16xi8>, tile<8x16xi32>
    return
  }
}
