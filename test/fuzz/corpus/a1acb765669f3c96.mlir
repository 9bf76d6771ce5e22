cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.divi' op rounding mode approx is not allowed}}
    %0 = "cuda_tile.divi"(%a, %a) <{signedness = #cuda_tile.signedness<signed>, rounding = #cuda_tile.rounding<approx>}> : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi32>
    return
  }
}
