cuda_tile.module @m {
  testing$func @f(%c: tile<8xi1>, %a: tile<8xf4E2M1FN>) {
    // expected-error @below {{'cuda_tile.select' op cannot select f4E2M1FN elements}}
    %s = select %c, %a, %a : tile<8xi1>, tile<8xf4E2M1FN>
    return
  }
}
