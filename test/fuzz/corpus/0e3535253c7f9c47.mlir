cuda_tile.module @m {
  testing$func @f(%a: tile<2x16x8xf16>, %b: tile<4x8x8xf16>, %c: tile<2x16x8xf32>) {
    // expected-error @below {{'cuda_tile.mmaf' op batch dimensions of a, b, c must be equal, got 2, 4, 2}}
    %0 = mmaf %a, %b, %c : tile<2x16x8xf16>, tile<4x8x8xf16>, tile<2x16x8xf32>
    return
  }
}
