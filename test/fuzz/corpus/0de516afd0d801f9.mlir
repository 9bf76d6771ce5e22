cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.atomic_cas_tko' op compare value type must be '!cuda_tile.tile<8xi32>' (the pointee type in the pointer tile's shape), got '!cuda_tile.tile<4xi32>'}}
    %o, %t = atomic_cas_tko relaxed device %p, %v, %v : tile<8xptr<i32>>, tile<4xi32> -> tile<8xi32>, token
    return
  }
}
