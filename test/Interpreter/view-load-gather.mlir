// load_view_tko through gather/scatter views (seed §5.6.1): the index at sparse_dim is a 1-D
// tile of element coordinates (repeats allowed, each may lie outside the tensor); every other
// index is an element offset selecting tile-size contiguous elements. The index space is the
// tensor shape.

// The seed's 1-D example: gather [6, 1, 4, 3] from 0..7.
// RUN: tilec run %s --entry gather_1d --arg iota:f32:8 | FileCheck %s --check-prefix=G1D
// G1D: result #0: tile<4xf32> = [6, 1, 4, 3]
// G1D: result #1: tile<i32> = 8

// 8x8 row-major tensor, rows [5, 1, 7, 3], columns from offset 2 (2..5): row r gives
// 8r + 2 .. 8r + 5. Index space [8, 8].
// RUN: tilec run %s --entry gather_rows --arg iota:i32:64 | FileCheck %s --check-prefix=ROWS
// ROWS: result #0: tile<4x4xi32> = {{\[}}[42, 43, 44, 45],
// ROWS-NEXT: [10, 11, 12, 13],
// ROWS-NEXT: [58, 59, 60, 61],
// ROWS-NEXT: [26, 27, 28, 29]]
// ROWS: result #1: tile<i32> = 8
// ROWS: result #2: tile<i32> = 8

// Out-of-bounds rows and columns take the padding: rows [0, 9, -1, 2] (-1 read unsigned is
// 4294967295) with column offset 6 on 8 columns: columns 8 and 9 are outside.
// RUN: tilec run %s --entry gather_padded --arg iota:f32:64 | FileCheck %s --check-prefix=PADDED
// PADDED: result #0: tile<4x4xf32> = {{\[}}[6, 7, 0, 0],
// PADDED-NEXT: [0, 0, 0, 0],
// PADDED-NEXT: [0, 0, 0, 0],
// PADDED-NEXT: [22, 23, 0, 0]]

// Gathering columns (sparse_dim = 1) of a 4x8 tensor: rows from offset 1 (1..2), columns
// [7, 0, 3, 3]; the gather index is i64 while the scalar index is i16.
// RUN: tilec run %s --entry gather_columns --arg iota:i32:32 | FileCheck %s --check-prefix=COLS
// COLS: result #0: tile<2x4xi32> = {{\[}}[15, 8, 11, 11],
// COLS-NEXT: [23, 16, 19, 19]]

cuda_tile.module @m {
  testing$func @gather_1d(%p: tile<ptr<f32>>) -> (tile<4xf32>, tile<i32>) {
    %tv = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(4), tensor_view<8xf32, strides=[1]>, sparse_dim=0>
    %rows = constant <i32: [6, 1, 4, 3]> : tile<4xi32>
    %a, %t0 = load_view_tko weak %gv[%rows] : gather_scatter_view<tile=(4), tensor_view<8xf32, strides=[1]>, sparse_dim=0>, tile<4xi32> -> tile<4xf32>, token
    %n = get_index_space_shape %gv : gather_scatter_view<tile=(4), tensor_view<8xf32, strides=[1]>, sparse_dim=0> -> tile<i32>
    return %a, %n : tile<4xf32>, tile<i32>
  }

  testing$func @gather_rows(%p: tile<ptr<i32>>) -> (tile<4x4xi32>, tile<i32>, tile<i32>) {
    %tv = make_tensor_view %p, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xi32, strides=[8,1]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(4x4), tensor_view<8x8xi32, strides=[8,1]>, sparse_dim=0>
    %rows = constant <i32: [5, 1, 7, 3]> : tile<4xi32>
    %c2 = constant <i32: 2> : tile<i32>
    %a, %t0 = load_view_tko weak %gv[%rows, %c2] : gather_scatter_view<tile=(4x4), tensor_view<8x8xi32, strides=[8,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> tile<4x4xi32>, token
    %n0, %n1 = get_index_space_shape %gv : gather_scatter_view<tile=(4x4), tensor_view<8x8xi32, strides=[8,1]>, sparse_dim=0> -> tile<i32>
    return %a, %n0, %n1 : tile<4x4xi32>, tile<i32>, tile<i32>
  }

  testing$func @gather_padded(%p: tile<ptr<f32>>) -> tile<4x4xf32> {
    %tv = make_tensor_view %p, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xf32, strides=[8,1]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(4x4), padding_value = zero, tensor_view<8x8xf32, strides=[8,1]>, sparse_dim=0>
    %rows = constant <i32: [0, 9, -1, 2]> : tile<4xi32>
    %c6 = constant <i32: 6> : tile<i32>
    %a, %t0 = load_view_tko weak %gv[%rows, %c6] : gather_scatter_view<tile=(4x4), padding_value = zero, tensor_view<8x8xf32, strides=[8,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> tile<4x4xf32>, token
    return %a : tile<4x4xf32>
  }

  testing$func @gather_columns(%p: tile<ptr<i32>>) -> tile<2x4xi32> {
    %tv = make_tensor_view %p, shape = [4, 8], strides = [8, 1] : tensor_view<4x8xi32, strides=[8,1]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(2x4), tensor_view<4x8xi32, strides=[8,1]>, sparse_dim=1>
    %c1 = constant <i16: 1> : tile<i16>
    %cols = constant <i64: [7, 0, 3, 3]> : tile<4xi64>
    %a, %t0 = load_view_tko weak %gv[%c1, %cols] : gather_scatter_view<tile=(2x4), tensor_view<4x8xi32, strides=[8,1]>, sparse_dim=1>, tile<i16>, tile<4xi64> -> tile<2x4xi32>, token
    return %a : tile<2x4xi32>
  }
}
