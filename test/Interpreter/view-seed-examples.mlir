// The worked examples of the seed type chapter (§5.4.3, §5.6.1, §5.6.2, §5.6.4), reproduced
// with hand-computed expectations.

// Index-space shapes as the seed states them:
//   pv_1d 8; pv_2d (tile 4x2 on 64x16) 16x8; pv_2d_transposed (dim_map [1, 0]) 4x32;
//   pv_2d_padded (tile 1x4 on 8x2) 8x1; the §5.4.3 example (tile 128x128 on 64x256) 1x2;
//   sv_1d_tra2 8; sv_1d_tra3 6; sv_1d_tra1 8 (tile 7 is partial, so it is included);
//   sv_2d (strides [4, 3]) 16x6; sv_2d_transposed 4x22; sv_2d_padded (strides [1, 4]) 8x1;
//   gsv_1d 8; gsv_2d 8x8; gsv_2d_padded 128x256 (the tensor shape).
// RUN: tilec run %s --entry index_spaces --arg zeros:f32:1 | FileCheck %s --check-prefix=SPACES
// SPACES: result #0: tile<i64> = 8
// SPACES-NEXT: result #1: tile<i64> = 16
// SPACES-NEXT: result #2: tile<i64> = 8
// SPACES-NEXT: result #3: tile<i64> = 4
// SPACES-NEXT: result #4: tile<i64> = 32
// SPACES-NEXT: result #5: tile<i64> = 8
// SPACES-NEXT: result #6: tile<i64> = 1
// SPACES-NEXT: result #7: tile<i64> = 1
// SPACES-NEXT: result #8: tile<i64> = 2
// SPACES-NEXT: result #9: tile<i64> = 8
// SPACES-NEXT: result #10: tile<i64> = 6
// SPACES-NEXT: result #11: tile<i64> = 8
// SPACES-NEXT: result #12: tile<i64> = 16
// SPACES-NEXT: result #13: tile<i64> = 6
// SPACES-NEXT: result #14: tile<i64> = 4
// SPACES-NEXT: result #15: tile<i64> = 22
// SPACES-NEXT: result #16: tile<i64> = 8
// SPACES-NEXT: result #17: tile<i64> = 1
// SPACES-NEXT: result #18: tile<i64> = 8
// SPACES-NEXT: result #19: tile<i64> = 8
// SPACES-NEXT: result #20: tile<i64> = 8
// SPACES-NEXT: result #21: tile<i64> = 128
// SPACES-NEXT: result #22: tile<i64> = 256

// gsv_2d, the seed's load example: gather_indices [5, 1, 7, 3], col_idx 0 on an 8x8 iota
// tensor; result row i is tensor row gather_indices[i], columns 0-3: 8r .. 8r + 3.
// RUN: tilec run %s --entry gsv_2d --arg iota:f32:64 | FileCheck %s --check-prefix=GSV2D
// GSV2D: result #0: tile<4x4xf32> = {{\[}}[40, 41, 42, 43],
// GSV2D-NEXT: [8, 9, 10, 11],
// GSV2D-NEXT: [56, 57, 58, 59],
// GSV2D-NEXT: [24, 25, 26, 27]]

// gsv_2d_padded: a 128x256 iota tensor, tile 8x16, zero padding. The column index 248 lies in
// the seed's [241, 255] range, so columns 256..263 are outside and read 0; the sparse rows
// 128, 200 and -1 (read unsigned: 4294967295) are outside and give rows of 0. Element (r, c)
// holds 256r + c.
// RUN: tilec run %s --entry gsv_2d_padded --arg iota:f32:32768 | FileCheck %s --check-prefix=GSVPAD
// GSVPAD: result #0: tile<8x16xf32> = {{\[}}[248, 249, 250, 251, 252, 253, 254, 255, 0, 0, 0, 0, 0, 0, 0, 0],
// GSVPAD-NEXT: [504, 505, 506, 507, 508, 509, 510, 511, 0, 0, 0, 0, 0, 0, 0, 0],
// GSVPAD-NEXT: [32760, 32761, 32762, 32763, 32764, 32765, 32766, 32767, 0, 0, 0, 0, 0, 0, 0, 0],
// GSVPAD-NEXT: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
// GSVPAD-NEXT: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
// GSVPAD-NEXT: [760, 761, 762, 763, 764, 765, 766, 767, 0, 0, 0, 0, 0, 0, 0, 0],
// GSVPAD-NEXT: [1016, 1017, 1018, 1019, 1020, 1021, 1022, 1023, 0, 0, 0, 0, 0, 0, 0, 0],
// GSVPAD-NEXT: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]

// pv_2d_padded / sv_2d_padded: an 8x2 iota tensor in 1x4 tiles with NaN padding; tile (3, 0)
// holds tensor row 3 (6, 7) and two NaNs, for both views.
// RUN: tilec run %s --entry padded_1x4 --arg iota:f32:16 | FileCheck %s --check-prefix=PAD1X4
// PAD1X4: result #0: tile<1x4xf32> = {{\[}}[6, 7, nan, nan]]
// PAD1X4: result #1: tile<1x4xf32> = {{\[}}[6, 7, nan, nan]]

// The seed's dim_map note for strided views: a load of tile (4x2), traversal_strides [4, 2],
// dim_map [1, 0] at [a, b] equals a load of tile (2x4), traversal_strides [2, 4] at [b, a]
// followed by permute [1, 0]. On a 64x16 iota tensor at [a, b] = [1, 3]: element (e0, e1) is
// tensor (3 * 2 + e1, 1 * 4 + e0) = 16 * (6 + e1) + 4 + e0 = 100 + e0 + 16 * e1.
// RUN: tilec run %s --entry dim_map_equivalence --arg iota:f32:1024 | FileCheck %s --check-prefix=DIMMAP
// DIMMAP: result #0: tile<4x2xf32> = {{\[}}[100, 116],
// DIMMAP-NEXT: [101, 117],
// DIMMAP-NEXT: [102, 118],
// DIMMAP-NEXT: [103, 119]]
// DIMMAP-NEXT: result #1: tile<4x2xf32> = {{\[}}[100, 116],
// DIMMAP-NEXT: [101, 117],
// DIMMAP-NEXT: [102, 118],
// DIMMAP-NEXT: [103, 119]]
// The same for partition views (the seed's pv_2d_transposed note) at [a, b] = [3, 5]:
// element (e0, e1) is tensor (5 * 2 + e1, 3 * 4 + e0) = 16 * (10 + e1) + 12 + e0.
// DIMMAP-NEXT: result #2: tile<4x2xf32> = {{\[}}[172, 188],
// DIMMAP-NEXT: [173, 189],
// DIMMAP-NEXT: [174, 190],
// DIMMAP-NEXT: [175, 191]]
// DIMMAP-NEXT: result #3: tile<4x2xf32> = {{\[}}[172, 188],
// DIMMAP-NEXT: [173, 189],
// DIMMAP-NEXT: [174, 190],
// DIMMAP-NEXT: [175, 191]]

cuda_tile.module @m {
  testing$func @index_spaces(%p: tile<ptr<f32>>) -> (tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>) {
    %tv0 = make_tensor_view %p, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %v0 = make_partition_view %tv0 : partition_view<tile=(2), tensor_view<16xf32, strides=[1]>>
    %n0_0 = get_index_space_shape %v0 : partition_view<tile=(2), tensor_view<16xf32, strides=[1]>> -> tile<i64>
    %tv1 = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %v1 = make_partition_view %tv1 : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>
    %n1_0, %n1_1 = get_index_space_shape %v1 : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>> -> tile<i64>
    %tv2 = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %v2 = make_partition_view %tv2 : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    %n2_0, %n2_1 = get_index_space_shape %v2 : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]> -> tile<i64>
    %tv3 = make_tensor_view %p, shape = [8, 2], strides = [2, 1] : tensor_view<8x2xf32, strides=[2,1]>
    %v3 = make_partition_view %tv3 : partition_view<tile=(1x4), padding_value = nan, tensor_view<8x2xf32, strides=[2,1]>>
    %n3_0, %n3_1 = get_index_space_shape %v3 : partition_view<tile=(1x4), padding_value = nan, tensor_view<8x2xf32, strides=[2,1]>> -> tile<i64>
    %tv4 = make_tensor_view %p, shape = [64, 256], strides = [256, 1] : tensor_view<64x256xf32, strides=[256,1]>
    %v4 = make_partition_view %tv4 : partition_view<tile=(128x128), tensor_view<64x256xf32, strides=[256,1]>>
    %n4_0, %n4_1 = get_index_space_shape %v4 : partition_view<tile=(128x128), tensor_view<64x256xf32, strides=[256,1]>> -> tile<i64>
    %tv5 = make_tensor_view %p, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %v5 = make_strided_view %tv5 : strided_view<tile=(2), traversal_strides=[2], tensor_view<16xf32, strides=[1]>>
    %n5_0 = get_index_space_shape %v5 : strided_view<tile=(2), traversal_strides=[2], tensor_view<16xf32, strides=[1]>> -> tile<i64>
    %tv6 = make_tensor_view %p, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %v6 = make_strided_view %tv6 : strided_view<tile=(2), traversal_strides=[3], tensor_view<16xf32, strides=[1]>>
    %n6_0 = get_index_space_shape %v6 : strided_view<tile=(2), traversal_strides=[3], tensor_view<16xf32, strides=[1]>> -> tile<i64>
    %tv7 = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %v7 = make_strided_view %tv7 : strided_view<tile=(2), traversal_strides=[1], tensor_view<8xf32, strides=[1]>>
    %n7_0 = get_index_space_shape %v7 : strided_view<tile=(2), traversal_strides=[1], tensor_view<8xf32, strides=[1]>> -> tile<i64>
    %tv8 = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %v8 = make_strided_view %tv8 : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x16xf32, strides=[16,1]>>
    %n8_0, %n8_1 = get_index_space_shape %v8 : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x16xf32, strides=[16,1]>> -> tile<i64>
    %tv9 = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %v9 = make_strided_view %tv9 : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    %n9_0, %n9_1 = get_index_space_shape %v9 : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]> -> tile<i64>
    %tv10 = make_tensor_view %p, shape = [8, 2], strides = [2, 1] : tensor_view<8x2xf32, strides=[2,1]>
    %v10 = make_strided_view %tv10 : strided_view<tile=(1x4), traversal_strides=[1,4], padding_value = nan, tensor_view<8x2xf32, strides=[2,1]>>
    %n10_0, %n10_1 = get_index_space_shape %v10 : strided_view<tile=(1x4), traversal_strides=[1,4], padding_value = nan, tensor_view<8x2xf32, strides=[2,1]>> -> tile<i64>
    %tv11 = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %v11 = make_gather_scatter_view %tv11 : gather_scatter_view<tile=(4), tensor_view<8xf32, strides=[1]>, sparse_dim=0>
    %n11_0 = get_index_space_shape %v11 : gather_scatter_view<tile=(4), tensor_view<8xf32, strides=[1]>, sparse_dim=0> -> tile<i64>
    %tv12 = make_tensor_view %p, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xf32, strides=[8,1]>
    %v12 = make_gather_scatter_view %tv12 : gather_scatter_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>, sparse_dim=0>
    %n12_0, %n12_1 = get_index_space_shape %v12 : gather_scatter_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>, sparse_dim=0> -> tile<i64>
    %tv13 = make_tensor_view %p, shape = [128, 256], strides = [256, 1] : tensor_view<128x256xf32, strides=[256,1]>
    %v13 = make_gather_scatter_view %tv13 : gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<128x256xf32, strides=[256,1]>, sparse_dim=0>
    %n13_0, %n13_1 = get_index_space_shape %v13 : gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<128x256xf32, strides=[256,1]>, sparse_dim=0> -> tile<i64>
    return %n0_0, %n1_0, %n1_1, %n2_0, %n2_1, %n3_0, %n3_1, %n4_0, %n4_1, %n5_0, %n6_0, %n7_0, %n8_0, %n8_1, %n9_0, %n9_1, %n10_0, %n10_1, %n11_0, %n12_0, %n12_1, %n13_0, %n13_1 : tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>, tile<i64>
  }

  testing$func @gsv_2d(%p: tile<ptr<f32>>) -> (tile<4x4xf32>) {
    %tv = make_tensor_view %p, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xf32, strides=[8,1]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>, sparse_dim=0>
    %rows = constant <i32: [5, 1, 7, 3]> : tile<4xi32>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %t = load_view_tko weak %gv[%rows, %c0] : gather_scatter_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> tile<4x4xf32>, token
    return %x : tile<4x4xf32>
  }

  testing$func @gsv_2d_padded(%p: tile<ptr<f32>>) -> (tile<8x16xf32>) {
    %tv = make_tensor_view %p, shape = [128, 256], strides = [256, 1] : tensor_view<128x256xf32, strides=[256,1]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<128x256xf32, strides=[256,1]>, sparse_dim=0>
    %rows = constant <i32: [0, 1, 127, 128, 200, 2, 3, -1]> : tile<8xi32>
    %c = constant <i32: 248> : tile<i32>
    %x, %t = load_view_tko weak %gv[%rows, %c] : gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<128x256xf32, strides=[256,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x16xf32>, token
    return %x : tile<8x16xf32>
  }

  testing$func @padded_1x4(%p: tile<ptr<f32>>) -> (tile<1x4xf32>, tile<1x4xf32>) {
    %tv = make_tensor_view %p, shape = [8, 2], strides = [2, 1] : tensor_view<8x2xf32, strides=[2,1]>
    %pv = make_partition_view %tv : partition_view<tile=(1x4), padding_value = nan, tensor_view<8x2xf32, strides=[2,1]>>
    %sv = make_strided_view %tv : strided_view<tile=(1x4), traversal_strides=[1,4], padding_value = nan, tensor_view<8x2xf32, strides=[2,1]>>
    %c3 = constant <i32: 3> : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %a, %t0 = load_view_tko weak %pv[%c3, %c0] : partition_view<tile=(1x4), padding_value = nan, tensor_view<8x2xf32, strides=[2,1]>>, tile<i32> -> tile<1x4xf32>, token
    %b, %t1 = load_view_tko weak %sv[%c3, %c0] : strided_view<tile=(1x4), traversal_strides=[1,4], padding_value = nan, tensor_view<8x2xf32, strides=[2,1]>>, tile<i32> -> tile<1x4xf32>, token
    return %a, %b : tile<1x4xf32>, tile<1x4xf32>
  }

  testing$func @dim_map_equivalence(%p: tile<ptr<f32>>) -> (tile<4x2xf32>, tile<4x2xf32>, tile<4x2xf32>, tile<4x2xf32>) {
    %tv = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %c1 = constant <i32: 1> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %c5 = constant <i32: 5> : tile<i32>
    %sa = make_strided_view %tv : strided_view<tile=(4x2), traversal_strides=[4,2], tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    %a, %t0 = load_view_tko weak %sa[%c1, %c3] : strided_view<tile=(4x2), traversal_strides=[4,2], tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>, tile<i32> -> tile<4x2xf32>, token
    %sb = make_strided_view %tv : strided_view<tile=(2x4), traversal_strides=[2,4], tensor_view<64x16xf32, strides=[16,1]>>
    %b0, %t1 = load_view_tko weak %sb[%c3, %c1] : strided_view<tile=(2x4), traversal_strides=[2,4], tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> tile<2x4xf32>, token
    %b = permute %b0 [1, 0] : tile<2x4xf32> -> tile<4x2xf32>
    %pa = make_partition_view %tv : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    %c, %t2 = load_view_tko weak %pa[%c3, %c5] : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>, tile<i32> -> tile<4x2xf32>, token
    %pb = make_partition_view %tv : partition_view<tile=(2x4), tensor_view<64x16xf32, strides=[16,1]>>
    %d0, %t3 = load_view_tko weak %pb[%c5, %c3] : partition_view<tile=(2x4), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> tile<2x4xf32>, token
    %d = permute %d0 [1, 0] : tile<2x4xf32> -> tile<4x2xf32>
    return %a, %b, %c, %d : tile<4x2xf32>, tile<4x2xf32>, tile<4x2xf32>, tile<4x2xf32>
  }
}
