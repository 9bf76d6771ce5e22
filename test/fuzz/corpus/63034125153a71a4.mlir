cuda_tile.module @m {
  // expected-error @below {{literal element type 'f16' does not match the tile element type 'f32'}}
  global @g <f16: [1.0, 2.0]> : tile<2xf32>
}
