// The result has the accumulator's type.
cuda_tile.module @m {
  testing$func @f(%a: tile<16x8xf16>, %b: tile<8x8xf16>, %c: tile<16x8xf32>) {
    // expected-error @below {{'cuda_tile.mmaf' op failed to verify that all of {acc, result} have same type}}
    %0 = "cuda_tile.mmaf"(%a, %b, %c) : (!cuda_tile.tile<16x8xf16>, !cuda_tile.tile<8x8xf16>, !cuda_tile.tile<16x8xf32>) -> !cuda_tile.tile<16x8xf16>
    return
  }
}
