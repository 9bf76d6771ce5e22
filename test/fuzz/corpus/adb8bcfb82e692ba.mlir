cuda_tile.module @m {
  testing$func @f(%a: tile<i32>) {
    // expected-error @below {{expected an assume predicate (div_by, same_elements or bounded), got 'aligned'}}
    %r = assume aligned<16>, %a : tile<i32>
    return
  }
}
