cuda_tile.module @m {
  testing$func @f(%a: tile<16x8xf16>, %b: tile<8x8xf16>, %c: tile<16x8xbf16>) {
    // expected-error @below {{'cuda_tile.mmaf' op accumulator element type 'bf16' is not allowed with 'f16' inputs; expected 'f16' or 'f32'}}
    %0 = mmaf %a, %b, %c : tile<16x8xf16>, tile<8x8xf16>, tile<16x8xbf16>
    return
  }
}
