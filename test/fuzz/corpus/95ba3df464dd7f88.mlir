// Operands and result share one type (only the generic form can spell a mismatch).
cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>, %b: tile<4xi16>) {
    // expected-error @below {{'cuda_tile.subi' op requires the same type for all operands and results}}
    %0 = "cuda_tile.subi"(%a, %b) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi16>) -> !cuda_tile.tile<4xi32>
    return
  }
}
