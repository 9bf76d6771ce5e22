// A kernel over a grid: every tile block writes [x, y, z, gx, gy, gz, 7, 7] (its coordinates
// and the grid extents) to row z*16 + y*4 + x of a 64x8 buffer, through a 4x4x4x8 view.
// RUN: tilec run %s --entry ids --grid 4,2 --arg zeros:i32:64x8 --print \
// RUN:   | FileCheck %s --check-prefix=XY
// RUN: tilec run %s --entry ids --grid 1,2,3 --arg zeros:i32:64x8 --print \
// RUN:   | FileCheck %s --check-prefix=YZ

// Grid 4x2: blocks fill rows 0..3 (y = 0) and 4..7 (y = 1); z is 0, gz is 1; the rest stays 0.
// XY: %out: i32[64x8] = {{\[}}[0, 0, 0, 4, 2, 1, 7, 7],
// XY-NEXT: [1, 0, 0, 4, 2, 1, 7, 7],
// XY-NEXT: [2, 0, 0, 4, 2, 1, 7, 7],
// XY-NEXT: [3, 0, 0, 4, 2, 1, 7, 7],
// XY-NEXT: [0, 1, 0, 4, 2, 1, 7, 7],
// XY-NEXT: [1, 1, 0, 4, 2, 1, 7, 7],
// XY-NEXT: [2, 1, 0, 4, 2, 1, 7, 7],
// XY-NEXT: [3, 1, 0, 4, 2, 1, 7, 7],
// XY-NEXT: [0, 0, 0, 0, 0, 0, 0, 0],
// XY-NOT: 7

// Grid 1x2x3: rows y*4 + z*16 for y in 0..1, z in 0..2.
// YZ: %out: i32[64x8] = {{\[}}[0, 0, 0, 1, 2, 3, 7, 7],
// YZ-NEXT: [0, 0, 0, 0, 0, 0, 0, 0],
// YZ-NEXT: [0, 0, 0, 0, 0, 0, 0, 0],
// YZ-NEXT: [0, 0, 0, 0, 0, 0, 0, 0],
// YZ-NEXT: [0, 1, 0, 1, 2, 3, 7, 7],
// YZ-COUNT-11: [0, 0, 0, 0, 0, 0, 0, 0],
// YZ-NEXT: [0, 0, 1, 1, 2, 3, 7, 7],
// YZ-NEXT: [0, 0, 0, 0, 0, 0, 0, 0],
// YZ-NEXT: [0, 0, 0, 0, 0, 0, 0, 0],
// YZ-NEXT: [0, 0, 0, 0, 0, 0, 0, 0],
// YZ-NEXT: [0, 1, 1, 1, 2, 3, 7, 7],
// YZ-COUNT-11: [0, 0, 0, 0, 0, 0, 0, 0],
// YZ-NEXT: [0, 0, 2, 1, 2, 3, 7, 7],
// YZ-NEXT: [0, 0, 0, 0, 0, 0, 0, 0],
// YZ-NEXT: [0, 0, 0, 0, 0, 0, 0, 0],
// YZ-NEXT: [0, 0, 0, 0, 0, 0, 0, 0],
// YZ-NEXT: [0, 1, 2, 1, 2, 3, 7, 7],
// YZ-NOT: 7

cuda_tile.module @m {
  entry @ids(%out: tile<ptr<i32>>) {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %gx, %gy, %gz = get_num_tile_blocks : tile<i32>
    %x1 = reshape %x : tile<i32> -> tile<1xi32>
    %y1 = reshape %y : tile<i32> -> tile<1xi32>
    %z1 = reshape %z : tile<i32> -> tile<1xi32>
    %gx1 = reshape %gx : tile<i32> -> tile<1xi32>
    %gy1 = reshape %gy : tile<i32> -> tile<1xi32>
    %gz1 = reshape %gz : tile<i32> -> tile<1xi32>
    %pad = constant <i32: [7, 7]> : tile<2xi32>
    %xy = cat %x1, %y1 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
    %zgx = cat %z1, %gx1 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
    %gyz = cat %gy1, %gz1 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
    %lo = cat %xy, %zgx dim = 0 : tile<2xi32>, tile<2xi32> -> tile<4xi32>
    %hi = cat %gyz, %pad dim = 0 : tile<2xi32>, tile<2xi32> -> tile<4xi32>
    %row = cat %lo, %hi dim = 0 : tile<4xi32>, tile<4xi32> -> tile<8xi32>
    %tile = reshape %row : tile<8xi32> -> tile<1x1x1x8xi32>
    %tv = make_tensor_view %out, shape = [4, 4, 4, 8], strides = [128, 32, 8, 1]
        : tensor_view<4x4x4x8xi32, strides=[128,32,8,1]>
    %pv = make_partition_view %tv
        : partition_view<tile=(1x1x1x8), tensor_view<4x4x4x8xi32, strides=[128,32,8,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %t = store_view_tko weak %tile, %pv[%z, %y, %x, %c0]
        : tile<1x1x1x8xi32>,
          partition_view<tile=(1x1x1x8), tensor_view<4x4x4x8xi32, strides=[128,32,8,1]>>,
          tile<i32> -> token
    return
  }
}
