cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'cuda_tile.global' op expects parent op 'cuda_tile.module'}}
    global @g <i32: [1, 2]> : tile<2xi32>
  }
}
