// load_view_tko through partition views (tile-ir-ops.md §3.8): tile I of a tensor holds the
// elements I*tile + e; dim_map lets tile dimension k walk tensor dimension dim_map[k].

// A 4x4 row-major tensor holding 0..15 in 2x2 tiles: tile [1, 0] covers rows 2-3, columns 0-1.
// RUN: tilec run %s --entry row_major --arg iota:f32:16 | FileCheck %s --check-prefix=ROW
// ROW: result #0: tile<2x2xf32> = {{\[}}[8, 9],
// ROW-NEXT: [12, 13]]
// ROW: result #1: tile<2x2xf32> = {{\[}}[10, 11],
// ROW-NEXT: [14, 15]]

// Column-major strides [1, 4]: element (r, c) is at r + 4c; tile [0, 1] is rows 0-1, columns
// 2-3, i.e. offsets 8, 12 / 9, 13.
// RUN: tilec run %s --entry column_major --arg iota:i32:16 | FileCheck %s --check-prefix=COL
// COL: result #0: tile<2x2xi32> = {{\[}}[8, 12],
// COL-NEXT: [9, 13]]

// dim_map = [1, 0] on a 4x16 tensor with tile (4x2): tile dimension 0 (4 long) walks the 16
// columns, tile dimension 1 (2 long) the 4 rows, so the index space is [16/4, 4/2] = [4, 2].
// Tile [3, 1], element (e0, e1) is tensor (2 + e1, 12 + e0) = 16 * (2 + e1) + 12 + e0.
// RUN: tilec run %s --entry dim_map --arg iota:f32:64 | FileCheck %s --check-prefix=DIMMAP
// DIMMAP: result #0: tile<4x2xf32> = {{\[}}[44, 60],
// DIMMAP-NEXT: [45, 61],
// DIMMAP-NEXT: [46, 62],
// DIMMAP-NEXT: [47, 63]]
// DIMMAP: result #1: tile<i32> = 4
// DIMMAP: result #2: tile<i32> = 2

// Rank 3: a 2x2x4 tensor with strides [8, 4, 1], tile (1x2x2) at [1, 0, 1] is 8 + {0, 4} + {2, 3}.
// RUN: tilec run %s --entry rank3 --arg iota:i16:16 | FileCheck %s --check-prefix=RANK3
// RANK3: result #0: tile<1x2x2xi16> = {{\[\[}}[10, 11],
// RANK3-NEXT: [14, 15]]]

// Indices are read unsigned and may have any integer type: an i8 index 1 and i64 indices.
// RUN: tilec run %s --entry index_types --arg iota:f32:16 | FileCheck %s --check-prefix=ITYPES
// ITYPES: result #0: tile<2x2xf32> = {{\[}}[10, 11],
// ITYPES: result #1: tile<2x2xf32> = {{\[}}[2, 3],

cuda_tile.module @m {
  testing$func @row_major(%p: tile<ptr<f32>>) -> (tile<2x2xf32>, tile<2x2xf32>) {
    %tv = make_tensor_view %p, shape = [4, 4], strides = [4, 1] : tensor_view<4x4xf32, strides=[4,1]>
    %pv = make_partition_view %tv : partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %a, %t0 = load_view_tko weak %pv[%c1, %c0] : partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>>, tile<i32> -> tile<2x2xf32>, token
    %b, %t1 = load_view_tko weak %pv[%c1, %c1] : partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>>, tile<i32> -> tile<2x2xf32>, token
    return %a, %b : tile<2x2xf32>, tile<2x2xf32>
  }

  testing$func @column_major(%p: tile<ptr<i32>>) -> tile<2x2xi32> {
    %tv = make_tensor_view %p, shape = [4, 4], strides = [1, 4] : tensor_view<4x4xi32, strides=[1,4]>
    %pv = make_partition_view %tv : partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[1,4]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %a, %t0 = load_view_tko weak %pv[%c0, %c1] : partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[1,4]>>, tile<i32> -> tile<2x2xi32>, token
    return %a : tile<2x2xi32>
  }

  testing$func @dim_map(%p: tile<ptr<f32>>) -> (tile<4x2xf32>, tile<i32>, tile<i32>) {
    %tv = make_tensor_view %p, shape = [4, 16], strides = [16, 1] : tensor_view<4x16xf32, strides=[16,1]>
    %pv = make_partition_view %tv : partition_view<tile=(4x2), tensor_view<4x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    %c1 = constant <i32: 1> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %a, %t0 = load_view_tko weak %pv[%c3, %c1] : partition_view<tile=(4x2), tensor_view<4x16xf32, strides=[16,1]>, dim_map=[1, 0]>, tile<i32> -> tile<4x2xf32>, token
    %n0, %n1 = get_index_space_shape %pv : partition_view<tile=(4x2), tensor_view<4x16xf32, strides=[16,1]>, dim_map=[1, 0]> -> tile<i32>
    return %a, %n0, %n1 : tile<4x2xf32>, tile<i32>, tile<i32>
  }

  testing$func @rank3(%p: tile<ptr<i16>>) -> tile<1x2x2xi16> {
    %tv = make_tensor_view %p, shape = [2, 2, 4], strides = [8, 4, 1] : tensor_view<2x2x4xi16, strides=[8,4,1]>
    %pv = make_partition_view %tv : partition_view<tile=(1x2x2), tensor_view<2x2x4xi16, strides=[8,4,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %a, %t0 = load_view_tko weak %pv[%c1, %c0, %c1] : partition_view<tile=(1x2x2), tensor_view<2x2x4xi16, strides=[8,4,1]>>, tile<i32> -> tile<1x2x2xi16>, token
    return %a : tile<1x2x2xi16>
  }

  testing$func @index_types(%p: tile<ptr<f32>>) -> (tile<2x2xf32>, tile<2x2xf32>) {
    %tv = make_tensor_view %p, shape = [4, 4], strides = [4, 1] : tensor_view<4x4xf32, strides=[4,1]>
    %pv = make_partition_view %tv : partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>>
    %b1 = constant <i8: 1> : tile<i8>
    %l0 = constant <i64: 0> : tile<i64>
    %l1 = constant <i64: 1> : tile<i64>
    %a, %t0 = load_view_tko weak %pv[%b1, %b1] : partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>>, tile<i8> -> tile<2x2xf32>, token
    %b, %t1 = load_view_tko relaxed device %pv[%l0, %l1] token = %t0 : partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>>, tile<i64> -> tile<2x2xf32>, token
    return %a, %b : tile<2x2xf32>, tile<2x2xf32>
  }
}
