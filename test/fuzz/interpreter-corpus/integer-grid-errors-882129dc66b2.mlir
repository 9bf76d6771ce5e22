cuda_tile.module @m {
  entry @divide_by_x_minus_one(%n: tile<i32>) {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %d = subi %x, %one : tile<i32>
    %q = divi %n, %d signed : tile<i32>
    return
  }
}
