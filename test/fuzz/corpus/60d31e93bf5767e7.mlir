cuda_tile.module @m {
  global @g <i32: [1, 2]> : tile<2xi32>
  entry @k() {
    // expected-error @below {{'cuda_tile.get_global' op result points to 'f32' but global '@g' holds 'i32'}}
    %p = get_global @g : tile<ptr<f32>>
  }
}
