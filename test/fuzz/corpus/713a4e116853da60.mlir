cuda_tile.module @m {
  testing$func @f(%x: tile<4x4xf32>, %y: tile<4x4xf16>) {
    // expected-error @below {{'cuda_tile.cat' op operands and result must have the same element type}}
    %c = cat %x, %y dim = 1 : tile<4x4xf32>, tile<4x4xf16> -> tile<4x8xf32>
    return
  }
}
