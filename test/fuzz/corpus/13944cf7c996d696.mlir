cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xi8>, %b: tile<32x16xi8>, %c: tile<16x16xi16>) {
    // expected-error @below {{'cuda_tile.mmai' op accumulator must be a tile of i32, got '!cuda_tile.tile<16x16xi16>'}}
    %0 = mmai %a, %b, %c signed signed : tile<16x32xi8>, tile<32x16xi8>, tile<16x16xi16>
    return
  }
}
