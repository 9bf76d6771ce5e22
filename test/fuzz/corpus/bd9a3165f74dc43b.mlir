// Element types: a and b alike, and the accumulator from the table of §3.4.
cuda_tile.module @m {
  testing$func @f(%a: tile<16x8xf8E4M3FN>, %b: tile<8x8xf8E5M2>, %c: tile<16x8xf32>) {
    // expected-error @below {{'cuda_tile.mmaf' op a and b must have the same element type, got 'f8E4M3FN' and 'f8E5M2'}}
    %0 = mmaf %a, %b, %c : tile<16x8xf8E4M3FN>, tile<8x8xf8E5M2>, tile<16x8xf32>
    return
  }
}
