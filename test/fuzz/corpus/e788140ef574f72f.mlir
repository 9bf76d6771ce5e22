// cmpf needs both the predicate and the ordering.
cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<8xf32>) {
    // expected-error @below {{expected valid keyword}}
    %0 = cmpf less_than %x, %y : tile<8xf32> -> tile<8xi1>
    return
  }
}
