cuda_tile.module @m {
  testing$func @f(%a: tile<16x8xtf32>, %b: tile<8x8xtf32>, %c: tile<16x8xf16>) {
    // expected-error @below {{'cuda_tile.mmaf' op accumulator element type 'f16' is not allowed with 'tf32' inputs; expected 'f32'}}
    %0 = mmaf %a, %b, %c : tile<16x8xtf32>, tile<8x8xtf32>, tile<16x8xf16>
    return
  }
}
