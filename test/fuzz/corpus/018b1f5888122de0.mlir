cuda_tile.module @m {
  testing$func @f(%x: tile<4x4xf32>, %y: tile<2x4xf32>) {
    // expected-error @below {{'cuda_tile.cat' op dimension 0 must be equal in operands and result}}
    %c = cat %x, %y dim = 1 : tile<4x4xf32>, tile<2x4xf32> -> tile<4x8xf32>
    return
  }
}
