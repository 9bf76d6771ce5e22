cuda_tile.module @m {
  testing$func @f(%a: tile<2x16x32xi8>, %b: tile<4x32x16xi8>, %c: tile<2x16x16xi32>) {
    // expected-error @below {{'cuda_tile.mmai' op batch dimensions must be equal, got 2, 4 and 2}}
    %0 = mmai %a, %b, %c signed signed : tile<2x16x32xi8>, tile<4x32x16xi8>, tile<2x16x16xi32>
    return
  }
}
