cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.divi' op rounding mode negative_inf requires signed division}}
    %0 = divi %a, %a unsigned rounding<negative_inf> : tile<4xi32>
    return
  }
}
