cuda_tile.module @m {
  testing$func @f(%c: tile<4xi1>, %a: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.select' op condition and values must have the same shape, got '!cuda_tile.tile<4xi1>' and '!cuda_tile.tile<8xf32>'}}
    %s = select %c, %a, %a : tile<4xi1>, tile<8xf32>
    return
  }
}
