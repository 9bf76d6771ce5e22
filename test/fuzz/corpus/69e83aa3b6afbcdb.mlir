cuda_tile.module @m {
  testing$func @f(%a: tile<16x8xf16>, %b: tile<8x8xf16>, %c: tile<16x16xf32>) {
    // expected-error @below {{'cuda_tile.mmaf' op N dimension of b (8) and of c (16) must be equal}}
    %0 = mmaf %a, %b, %c : tile<16x8xf16>, tile<8x8xf16>, tile<16x16xf32>
    return
  }
}
