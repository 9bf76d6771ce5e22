// Only addi, subi, muli, shli and negi take an overflow promise.
cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{expected ':'}}
    %0 = mulhii %a, %a overflow<no_wrap> : tile<4xi32>
    return
  }
}
