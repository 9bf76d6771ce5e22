cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>) {
    // expected-error @below {{Invalid attribute `memory_ordering_semantics` in property conversion: 7 : i32}}
    %v:2 = "cuda_tile.load_ptr_tko"(%p) <{memory_ordering_semantics = 7 : i32, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (!cuda_tile.tile<8xptr<f32>>) -> (!cuda_tile.tile<8xf32>, !cuda_tile.token)
    return
  }
}
