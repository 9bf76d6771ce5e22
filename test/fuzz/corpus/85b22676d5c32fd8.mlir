cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.cmpf' op requires attribute 'comparison_ordering'}}
    %0 = "cuda_tile.cmpf"(%x, %y) <{comparison_predicate = #cuda_tile.comparison_predicate<equal>}> : (!cuda_tile.tile<8xf32>, !cuda_tile.tile<8xf32>) -> !cuda_tile.tile<8xi1>
    return
  }
}
