cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'cuda_tile.get_tile_block_id' op result #0 must be tile<i32>, but got '!cuda_tile.tile<i64>'}}
    %x, %y, %z = get_tile_block_id : tile<i64>
  }
}
