cuda_tile.module @m {
  testing$func @grid() -> (tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>) {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %nx, %ny, %nz = get_num_tile_blocks : tile<i32>
    return %x, %y, %z, %nx, %ny, %nz
        : tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>
  }
  entry @block_selects_slice() {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %t = iota : tile<2xi32>
    %s = extract %t[%x] : tile<2xi32> -> tile<1xi32>
    return
  }
}
