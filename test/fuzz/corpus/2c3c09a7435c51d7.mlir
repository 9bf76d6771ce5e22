cuda_tile.module @m {
  testing$func @f(%x: tile<f32>) -> tile<f32> {
    %r = preview$call @lib(%x) : (tile<f32>) -> tile<f32>
    return %r : tile<f32>
  }
}
