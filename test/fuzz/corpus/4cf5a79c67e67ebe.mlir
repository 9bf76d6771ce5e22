cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'cuda_tile.get_global' op '@nope' does not name a 'global'}}
    %p = get_global @nope : tile<ptr<i32>>
  }
}
