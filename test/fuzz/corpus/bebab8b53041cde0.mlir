// Integer products are mmai.
cuda_tile.module @m {
  testing$func @f(%a: tile<16x8xi8>, %b: tile<8x8xi8>, %c: tile<16x8xi32>) {
    // expected-error @below {{'cuda_tile.mmaf' op operand #0 must be tile of floating-point numbers, but got '!cuda_tile.tile<16x8xi8>'}}
    %0 = mmaf %a, %b, %c : tile<16x8xi8>, tile<8x8xi8>, tile<16x8xi32>
    return
  }
}
