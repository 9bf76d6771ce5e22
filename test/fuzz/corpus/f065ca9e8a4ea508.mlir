cuda_tile.module @m {
  testing$func @f(%c: tile<i1>) {
    // expected-error @below {{expected 1 types for the iter_values, got 2}}
    loop iter_values(%x = %c) : tile<i1>, tile<i1> {
    }
    return
  }
}
