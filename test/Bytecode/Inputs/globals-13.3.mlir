cuda_tile.module @kernels {
  global private @a <f32: 1.0> : tile<4xf32>
  global constant @b alignment = 256 <i64: [1, 2]> : tile<2xi64>
}
