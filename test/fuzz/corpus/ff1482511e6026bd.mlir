cuda_tile.module @m {
  testing$func @f(%x: tile<4x4xf32>) {
    // expected-error @below {{'cuda_tile.cat' op dim must be in [0, 2), got 2}}
    %c = cat %x, %x dim = 2 : tile<4x4xf32>, tile<4x4xf32> -> tile<4x8xf32>
    return
  }
}
