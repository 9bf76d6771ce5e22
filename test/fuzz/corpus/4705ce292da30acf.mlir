cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.global' op initial value must have rank 1, got rank 2}}
  global @g <i32: [[1, 2], [3, 4]]> : tile<2x2xi32>
}
