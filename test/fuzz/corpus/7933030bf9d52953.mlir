// Operands and result share one type; only the generic form can spell a mismatch.
cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %h: tile<8xf16>) {
    // expected-error @below {{'cuda_tile.addf' op requires the same type for all operands and results}}
    %0 = "cuda_tile.addf"(%x, %h) : (!cuda_tile.tile<8xf32>, !cuda_tile.tile<8xf16>) -> !cuda_tile.tile<8xf32>
    return
  }
}
