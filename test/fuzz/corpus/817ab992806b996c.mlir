cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.global' op alignment must be 0 (natural) or positive, got -4}}
  global @g alignment = -4 <i32: [1, 2]> : tile<2xi32>
}
