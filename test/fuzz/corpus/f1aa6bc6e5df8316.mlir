cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<8xi32>) {
    // expected-error @below {{expected an atomic mode (and, or, xor, add, addf, max, min, umax, umin or xchg), got 'sub'}}
    %o, %t = atomic_rmw_tko relaxed device %p, sub, %v : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    return
  }
}
