cuda_tile.module @m {
  // expected-error @below {{literal of shape [3] does not match the tile shape [2]}}
  global @g <i64: [1, 2, 3]> : tile<2xi64>
}
