// f4E2M1FN is only an mmaf_scaled input.
cuda_tile.module @m {
  testing$func @f(%a: tile<16x8xf4E2M1FN>, %b: tile<8x8xf4E2M1FN>, %c: tile<16x8xf32>) {
    // expected-error @below {{'cuda_tile.mmaf' op input element type 'f4E2M1FN' is not supported; expected f8E4M3FN, f8E5M2, f16, bf16, tf32, f32 or f64}}
    %0 = mmaf %a, %b, %c : tile<16x8xf4E2M1FN>, tile<8x8xf4E2M1FN>, tile<16x8xf32>
    return
  }
}
