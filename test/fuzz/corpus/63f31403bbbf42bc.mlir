cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<8xi64>) {
    // expected-error @below {{'cuda_tile.atomic_rmw_tko' op argument type must be '!cuda_tile.tile<8xi32>' (the pointee type in the pointer tile's shape), got '!cuda_tile.tile<8xi64>'}}
    %o, %t = atomic_rmw_tko relaxed device %p, add, %v : tile<8xptr<i32>>, tile<8xi64> -> tile<8xi64>, token
    return
  }
}
