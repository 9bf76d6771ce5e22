cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %h: tile<8xf16>) {
    // expected-error @below {{'cuda_tile.cmpf' op requires all operands to have the same type}}
    %0 = "cuda_tile.cmpf"(%x, %h) <{comparison_predicate = #cuda_tile.comparison_predicate<equal>, comparison_ordering = #cuda_tile.comparison_ordering<ordered>}> : (!cuda_tile.tile<8xf32>, !cuda_tile.tile<8xf16>) -> !cuda_tile.tile<8xi1>
    return
  }
}
