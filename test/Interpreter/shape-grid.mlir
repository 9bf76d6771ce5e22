// get_tile_block_id and get_num_tile_blocks: coordinates and extents of the launch grid
// (tile-ir-ops.md §1.3); unused dimensions have extent 1 and coordinate 0.
// RUN: tilec run %s --entry grid | FileCheck %s --check-prefix=DEFAULT
// RUN: tilec run %s --entry grid --grid 4,2 | FileCheck %s --check-prefix=GRID2D
// RUN: tilec run %s --entry grid --grid 3,5,7 | FileCheck %s --check-prefix=GRID3D
// The block id drives an extract of one of 2 slices: blocks x = 0 and 1 run, blocks with x = 2
// select a slice that does not exist. The interpreter runs blocks x fastest, so the launch stops
// at (2, 0, 0) before any block of row y = 1.
// RUN: not tilec run %s --entry block_selects_slice --grid 3,2 2>&1 | FileCheck %s --check-prefix=BLOCK

cuda_tile.module @m {
  // A testing$func runs as tile block (0, 0, 0) of the grid it is given.
  // DEFAULT: result #0: tile<i32> = 0
  // DEFAULT-NEXT: result #1: tile<i32> = 0
  // DEFAULT-NEXT: result #2: tile<i32> = 0
  // DEFAULT-NEXT: result #3: tile<i32> = 1
  // DEFAULT-NEXT: result #4: tile<i32> = 1
  // DEFAULT-NEXT: result #5: tile<i32> = 1
  // GRID2D: result #3: tile<i32> = 4
  // GRID2D-NEXT: result #4: tile<i32> = 2
  // GRID2D-NEXT: result #5: tile<i32> = 1
  // GRID3D: result #3: tile<i32> = 3
  // GRID3D-NEXT: result #4: tile<i32> = 5
  // GRID3D-NEXT: result #5: tile<i32> = 7
  testing$func @grid() -> (tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>) {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %nx, %ny, %nz = get_num_tile_blocks : tile<i32>
    return %x, %y, %z, %nx, %ny, %nz
        : tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>
  }

  entry @block_selects_slice() {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %t = iota : tile<2xi32>
    // BLOCK: error: extract: index 2 in dimension 0 selects a slice that does not exist (2 slices of size 1) (in tile block (2, 0, 0))
    %s = extract %t[%x] : tile<2xi32> -> tile<1xi32>
    return
  }
}
