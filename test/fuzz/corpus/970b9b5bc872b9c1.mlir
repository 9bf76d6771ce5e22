cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<8xi32>, %m: tile<4xi1>) {
    // expected-error @below {{'cuda_tile.atomic_rmw_tko' op mask shape must equal the pointer tile shape: expected '!cuda_tile.tile<8xi1>', got '!cuda_tile.tile<4xi1>'}}
    %o, %t = atomic_rmw_tko relaxed device %p, add, %v, %m : tile<8xptr<i32>>, tile<8xi32>, tile<4xi1> -> tile<8xi32>, token
    return
  }
}
