cuda_tile.module @m {
  global @g <i32: [1, 2]> : tile<2xi32>
  entry @k() {
    // expected-error @below {{'cuda_tile.get_global' op '@k' does not name a 'global'}}
    %p = get_global @k : tile<ptr<i32>>
  }
}
