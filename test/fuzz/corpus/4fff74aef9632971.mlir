cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xi8>, %b: tile<32x16xi32>, %c: tile<16x16xi32>) {
    // expected-error @below {{'cuda_tile.mmai' op rhs must be a tile of i8, got '!cuda_tile.tile<32x16xi32>'}}
    %0 = mmai %a, %b, %c signed signed : tile<16x32xi8>, tile<32x16xi32>, tile<16x16xi32>
    return
  }
}
