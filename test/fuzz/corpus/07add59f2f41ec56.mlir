cuda_tile.module @m {
  testing$func @f(%a: tile<16x8xbf16>, %b: tile<8x8xbf16>, %c: tile<16x8xf16>) {
    // expected-error @below {{'cuda_tile.mmaf' op accumulator element type 'f16' is not allowed with 'bf16' inputs; expected 'f32'}}
    %0 = mmaf %a, %b, %c : tile<16x8xbf16>, tile<8x8xbf16>, tile<16x8xf16>
    return
  }
}
