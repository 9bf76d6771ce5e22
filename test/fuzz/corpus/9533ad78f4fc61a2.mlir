cuda_tile.module @m {
  testing$func @f(%a: tile<16x8xf32>, %b: tile<8x8xf32>, %c: tile<16x8xf64>) {
    // expected-error @below {{'cuda_tile.mmaf' op accumulator element type 'f64' is not allowed with 'f32' inputs; expected 'f32'}}
    %0 = mmaf %a, %b, %c : tile<16x8xf32>, tile<8x8xf32>, tile<16x8xf64>
    return
  }
}
