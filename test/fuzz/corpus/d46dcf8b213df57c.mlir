cuda_tile.module @m {
  testing$func @f(%a: tile<16x8xf64>, %b: tile<8x8xf64>, %c: tile<16x8xf32>) {
    // expected-error @below {{'cuda_tile.mmaf' op accumulator element type 'f32' is not allowed with 'f64' inputs; expected 'f64'}}
    %0 = mmaf %a, %b, %c : tile<16x8xf64>, tile<8x8xf64>, tile<16x8xf32>
    return
  }
}
