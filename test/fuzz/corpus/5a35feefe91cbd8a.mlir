cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{expected ':'}}
    %0 = absi %a overflow<no_signed_wrap> : tile<4xi32>
    return
  }
}
