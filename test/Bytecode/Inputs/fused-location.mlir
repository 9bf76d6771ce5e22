cuda_tile.module @kernels {
  entry @k(%x: tile<f32>) {
    %0 = absf %x : tile<f32> loc(fused["a.py":1:2, "b.py":3:4])
    return
  }
}
