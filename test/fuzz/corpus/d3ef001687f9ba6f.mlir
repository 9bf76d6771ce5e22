cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<8xf32>) {
    // expected-error @below {{expected a comparison predicate (equal, not_equal, less_than, less_than_or_equal, greater_than, greater_than_or_equal), got 'less'}}
    %0 = cmpf less ordered %x, %y : tile<8xf32> -> tile<8xi1>
    return
  }
}
