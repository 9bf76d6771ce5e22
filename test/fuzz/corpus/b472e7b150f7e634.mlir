cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<8xi32>) {
    // expected-error @below {{Invalid attribute `mode` in property conversion: 10 : i32}}
    %o:2 = "cuda_tile.atomic_rmw_tko"(%p, %v) <{memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32, mode = 10 : i32, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!cuda_tile.tile<8xptr<i32>>, !cuda_tile.tile<8xi32>) -> (!cuda_tile.tile<8xi32>, !cuda_tile.token)
    return
  }
}
