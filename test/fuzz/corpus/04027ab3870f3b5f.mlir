cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<8xi32>, %m: tile<8xi32>) {
    // expected-error @below {{'cuda_tile.atomic_cas_tko' op operand #3 must be tile of i1, but got '!cuda_tile.tile<8xi32>'}}
    %o, %t = atomic_cas_tko relaxed device %p, %v, %v, %m : tile<8xptr<i32>>, tile<8xi32>, tile<8xi32> -> tile<8xi32>, token
    return
  }
}
