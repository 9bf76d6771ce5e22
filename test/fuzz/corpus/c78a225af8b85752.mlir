cuda_tile.module @m {
  testing$func @f(%a: tile<16x8xf16>, %b: tile<8x8xf16>, %c: tile<32x8xf32>) {
    // expected-error @below {{'cuda_tile.mmaf' op M dimension of a (16) and of c (32) must be equal}}
    %0 = mmaf %a, %b, %c : tile<16x8xf16>, tile<8x8xf16>, tile<32x8xf32>
    return
  }
}
