cuda_tile.module @m {
  testing$func @f(%x: tile<4x4xf32>) {
    // expected-error @below {{'cuda_tile.cat' op result dimension 1 must be the sum of the operands' (4 + 4), got 16}}
    %c = cat %x, %x dim = 1 : tile<4x4xf32>, tile<4x4xf32> -> tile<4x16xf32>
    return
  }
}
