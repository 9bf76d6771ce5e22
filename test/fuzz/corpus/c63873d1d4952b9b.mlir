// Syntax errors.
cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<8xf32>) {
    // expected-error @below {{unknown rounding mode 'fast'}}
    %0 = addf %x, %y rounding<fast> : tile<8xf32>
    return
  }
}
