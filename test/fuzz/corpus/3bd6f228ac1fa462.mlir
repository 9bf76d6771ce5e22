cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xi8>, %b: tile<16x16xi8>, %c: tile<16x16xi32>) {
    // expected-error @below {{'cuda_tile.mmai' op K must agree: lhs has 32 columns but rhs has 16 rows}}
    %0 = mmai %a, %b, %c signed signed : tile<16x32xi8>, tile<16x16xi8>, tile<16x16xi32>
    return
  }
}
