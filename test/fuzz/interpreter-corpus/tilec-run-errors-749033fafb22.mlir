cuda_tile.module @m {
  entry @scale(%x: tile<ptr<f32>>, %n: tile<i32>) {
    return
  }
  testing$func @pair(%a: tile<2x2xf32>, %b: tile<2x2xf32>) -> (tile<2x2xf32>, tile<2x2xf32>) {
    return %a, %b : tile<2x2xf32>, tile<2x2xf32>
  }
}
