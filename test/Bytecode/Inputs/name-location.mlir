cuda_tile.module @kernels {
  entry @k(%x: tile<f32>) {
    %0 = absf %x : tile<f32> loc("name"("a.py":1:2))
    return
  }
}
