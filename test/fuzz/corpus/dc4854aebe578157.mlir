cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %z: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.load_ptr_tko' op padding value requires a mask}}
    %v:2 = "cuda_tile.load_ptr_tko"(%p, %z) <{memory_ordering_semantics = 0 : i32, operandSegmentSizes = array<i32: 1, 0, 1, 0>}> : (!cuda_tile.tile<8xptr<f32>>, !cuda_tile.tile<8xf32>) -> (!cuda_tile.tile<8xf32>, !cuda_tile.token)
    return
  }
}
