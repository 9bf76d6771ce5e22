cuda_tile.module @m {
  testing$func @f(%c: tile<8xi8>, %a: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.select' op operand #0 must be tile of i1, but got '!cuda_tile.tile<8xi8>'}}
    %s = select %c, %a, %a : tile<8xi8>, tile<8xf32>
    return
  }
}
