cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{expected a comparison predicate (equal, not_equal, less_than, less_than_or_equal, greater_than or greater_than_or_equal), got 'eq'}}
    %0 = cmpi eq %a, %a, signed : tile<4xi32> -> tile<4xi1>
    return
  }
}
