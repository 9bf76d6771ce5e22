cuda_tile.module @m {
  testing$func @f(%a: tile<16x8xf8E5M2>, %b: tile<8x8xf8E5M2>, %c: tile<16x8xf64>) {
    // expected-error @below {{'cuda_tile.mmaf' op accumulator element type 'f64' is not allowed with 'f8E5M2' inputs; expected 'f16' or 'f32'}}
    %0 = mmaf %a, %b, %c : tile<16x8xf8E5M2>, tile<8x8xf8E5M2>, tile<16x8xf64>
    return
  }
}
