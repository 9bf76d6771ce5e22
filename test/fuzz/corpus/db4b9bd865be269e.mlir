cuda_tile.module @m {
  testing$func @f(%a: tile<16x8xf8E8M0FNU>, %b: tile<8x8xf8E8M0FNU>, %c: tile<16x8xf32>) {
    // expected-error @below {{'cuda_tile.mmaf' op input element type 'f8E8M0FNU' is not supported; expected f8E4M3FN, f8E5M2, f16, bf16, tf32, f32 or f64}}
    %0 = mmaf %a, %b, %c : tile<16x8xf8E8M0FNU>, tile<8x8xf8E8M0FNU>, tile<16x8xf32>
    return
  }
}
