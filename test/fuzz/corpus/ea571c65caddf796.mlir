cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>, %b: tile<4xi16>) {
    // expected-error @below {{'cuda_tile.cmpi' op failed to verify that all of {lhs, rhs} have same type}}
    %0 = "cuda_tile.cmpi"(%a, %b) <{comparison_predicate = #cuda_tile.comparison_predicate<equal>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi16>) -> !cuda_tile.tile<4xi1>
    return
  }
}
