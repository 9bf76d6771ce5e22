cuda_tile.module @m {
  testing$func @f(%a: tile<16x8xf16>, %b: tile<16x8xf16>, %c: tile<16x8xf32>) {
    // expected-error @below {{'cuda_tile.mmaf' op K dimension of a (8) and of b (16) must be equal}}
    %0 = mmaf %a, %b, %c : tile<16x8xf16>, tile<16x8xf16>, tile<16x8xf32>
    return
  }
}
