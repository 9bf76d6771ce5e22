// load_view_tko through strided views (tile-ir-ops.md §3.8, seed §5.6.4): tile I starts at
// element I * traversal_stride, so strides above the tile size skip elements and strides
// below it overlap tiles; the index space is ceil(S / stride) per dimension.

// 16 elements, tiles of 2 every 3: index space ceil(16/3) = 6; tile 2 is elements 6, 7 and
// tile 5 is element 15 plus one outside (zero padding).
// RUN: tilec run %s --entry gaps --arg iota:f32:16 | FileCheck %s --check-prefix=GAPS
// GAPS: result #0: tile<2xf32> = [6, 7]
// GAPS: result #1: tile<2xf32> = [15, 0]
// GAPS: result #2: tile<i64> = 6

// 8 elements, tiles of 2 every element: tiles overlap, tile 3 is [3, 4] and tile 7 [7, pad].
// RUN: tilec run %s --entry overlap --arg iota:i32:8 | FileCheck %s --check-prefix=OVERLAP
// OVERLAP: result #0: tile<2xi32> = [3, 4]
// OVERLAP: result #1: tile<2xi32> = [7, 0]
// OVERLAP: result #2: tile<i32> = 8

// 8x8 row-major tensor, 2x2 tiles at traversal strides [4, 3]: index space [2, 3]; tile [1, 2]
// is rows 4-5, columns 6-7.
// RUN: tilec run %s --entry rank2 --arg iota:f32:64 | FileCheck %s --check-prefix=RANK2
// RANK2: result #0: tile<2x2xf32> = {{\[}}[38, 39],
// RANK2-NEXT: [46, 47]]
// RANK2: result #1: tile<i32> = 2
// RANK2: result #2: tile<i32> = 3

// The seed's transposed example: 64x16 tensor, tile (4x2), traversal strides [4, 3],
// dim_map [1, 0]. Tile dimension 0 walks the 16 columns in steps of 4 and tile dimension 1
// the 64 rows in steps of 3: index space [4, 22] (tile-ir-ops.md §3.8 corrects the seed's
// "22x4"). Tile [1, 2], element (e0, e1) is tensor (6 + e1, 4 + e0) = 16 * (6 + e1) + 4 + e0.
// RUN: tilec run %s --entry transposed --arg iota:f32:1024 | FileCheck %s --check-prefix=TRANS
// TRANS: result #0: tile<4x2xf32> = {{\[}}[100, 116],
// TRANS-NEXT: [101, 117],
// TRANS-NEXT: [102, 118],
// TRANS-NEXT: [103, 119]]
// TRANS: result #1: tile<i32> = 4
// TRANS: result #2: tile<i32> = 22

cuda_tile.module @m {
  testing$func @gaps(%p: tile<ptr<f32>>) -> (tile<2xf32>, tile<2xf32>, tile<i64>) {
    %tv = make_tensor_view %p, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %sv = make_strided_view %tv : strided_view<tile=(2), traversal_strides=[3], padding_value = zero, tensor_view<16xf32, strides=[1]>>
    %c2 = constant <i32: 2> : tile<i32>
    %c5 = constant <i32: 5> : tile<i32>
    %a, %t0 = load_view_tko weak %sv[%c2] : strided_view<tile=(2), traversal_strides=[3], padding_value = zero, tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<2xf32>, token
    %b, %t1 = load_view_tko weak %sv[%c5] : strided_view<tile=(2), traversal_strides=[3], padding_value = zero, tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<2xf32>, token
    %n = get_index_space_shape %sv : strided_view<tile=(2), traversal_strides=[3], padding_value = zero, tensor_view<16xf32, strides=[1]>> -> tile<i64>
    return %a, %b, %n : tile<2xf32>, tile<2xf32>, tile<i64>
  }

  testing$func @overlap(%p: tile<ptr<i32>>) -> (tile<2xi32>, tile<2xi32>, tile<i32>) {
    %tv = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %sv = make_strided_view %tv : strided_view<tile=(2), traversal_strides=[1], padding_value = zero, tensor_view<8xi32, strides=[1]>>
    %c3 = constant <i32: 3> : tile<i32>
    %c7 = constant <i32: 7> : tile<i32>
    %a, %t0 = load_view_tko weak %sv[%c3] : strided_view<tile=(2), traversal_strides=[1], padding_value = zero, tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<2xi32>, token
    %b, %t1 = load_view_tko weak %sv[%c7] : strided_view<tile=(2), traversal_strides=[1], padding_value = zero, tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<2xi32>, token
    %n = get_index_space_shape %sv : strided_view<tile=(2), traversal_strides=[1], padding_value = zero, tensor_view<8xi32, strides=[1]>> -> tile<i32>
    return %a, %b, %n : tile<2xi32>, tile<2xi32>, tile<i32>
  }

  testing$func @rank2(%p: tile<ptr<f32>>) -> (tile<2x2xf32>, tile<i32>, tile<i32>) {
    %tv = make_tensor_view %p, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xf32, strides=[8,1]>
    %sv = make_strided_view %tv : strided_view<tile=(2x2), traversal_strides=[4,3], tensor_view<8x8xf32, strides=[8,1]>>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %a, %t0 = load_view_tko weak %sv[%c1, %c2] : strided_view<tile=(2x2), traversal_strides=[4,3], tensor_view<8x8xf32, strides=[8,1]>>, tile<i32> -> tile<2x2xf32>, token
    %n0, %n1 = get_index_space_shape %sv : strided_view<tile=(2x2), traversal_strides=[4,3], tensor_view<8x8xf32, strides=[8,1]>> -> tile<i32>
    return %a, %n0, %n1 : tile<2x2xf32>, tile<i32>, tile<i32>
  }

  testing$func @transposed(%p: tile<ptr<f32>>) -> (tile<4x2xf32>, tile<i32>, tile<i32>) {
    %tv = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %sv = make_strided_view %tv : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %a, %t0 = load_view_tko weak %sv[%c1, %c2] : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>, tile<i32> -> tile<4x2xf32>, token
    %n0, %n1 = get_index_space_shape %sv : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]> -> tile<i32>
    return %a, %n0, %n1 : tile<4x2xf32>, tile<i32>, tile<i32>
  }
}
