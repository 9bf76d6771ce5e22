cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<8xf32>) {
    // expected-error @below {{expected 'ordered' or 'unordered', got 'nan_ordered'}}
    %0 = cmpf less_than nan_ordered %x, %y : tile<8xf32> -> tile<8xi1>
    return
  }
}
