cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %c: tile<8xi32>, %v: tile<8xi64>) {
    // expected-error @below {{'cuda_tile.atomic_cas_tko' op new value type must be '!cuda_tile.tile<8xi32>' (the pointee type in the pointer tile's shape), got '!cuda_tile.tile<8xi64>'}}
    %o:2 = "cuda_tile.atomic_cas_tko"(%p, %c, %v) <{memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (!cuda_tile.tile<8xptr<i32>>, !cuda_tile.tile<8xi32>, !cuda_tile.tile<8xi64>) -> (!cuda_tile.tile<8xi32>, !cuda_tile.token)
    return
  }
}
