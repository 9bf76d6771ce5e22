cuda_tile.module @m {
  global @g <i32: [1, 2]> : tile<2xi32>
  entry @k() {
    // expected-error @below {{'cuda_tile.get_global' op result must be a rank-0 tile of a pointer, got '!cuda_tile.tile<2xptr<i32>>'}}
    %p = get_global @g : tile<2xptr<i32>>
  }
}
