// store_view_tko (tile-ir-ops.md §3.8): each in-bounds element of the tile is written once;
// elements outside the tensor are skipped and the padding value plays no part.

// A 3x3 tensor in 2x2 tiles: tile [1, 1] only covers element (2, 2), tile [0, 1] covers
// (0, 2) and (1, 2). The stored tile is [[1, 2], [3, 4]].
// RUN: tilec run %s --entry partition_edge --arg zeros:f32:9 --print | FileCheck %s --check-prefix=EDGE
// EDGE: %p: f32[9] = [0, 0, 1, 0, 0, 3, 0, 0, 1]

// dim_map = [1, 0]: tile element (e0, e1) goes to tensor (e1, e0) of a 2x4 tensor.
// RUN: tilec run %s --entry dim_map --arg zeros:i32:8 --print | FileCheck %s --check-prefix=DIMMAP
// DIMMAP: %p: i32[8] = [1, 3, 5, 7, 2, 4, 6, 8]

// Strided: tiles of 2 every 3 elements of 8; tile 2 is elements 6 and 7.
// RUN: tilec run %s --entry strided --arg zeros:f16:8 --print | FileCheck %s --check-prefix=STRIDED
// STRIDED: %p: f16[8] = [0, 0, 0, 0, 0, 0, 5, 6]

// Scatter rows of a 4x2 tensor: rows [3, 0] get tile rows 0 and 1; with rows [5, 1] row 5 is
// outside and skipped; with column offset 1 and rows [0, 2] column 2 is outside.
// RUN: tilec run %s --entry scatter --arg zeros:f32:8 --arg zeros:f32:8 --arg zeros:f32:8 --print | FileCheck %s --check-prefix=SCATTER
// SCATTER: %a: f32[8] = [3, 4, 0, 0, 0, 0, 1, 2]
// SCATTER: %b: f32[8] = [0, 0, 3, 4, 0, 0, 0, 0]
// SCATTER: %c: f32[8] = [0, 1, 0, 0, 0, 3, 0, 0]

// With a scope, two elements at one location are not a race; the later one in row-major order
// wins here (the spec leaves the winner open). Strides [1, 1] put (0, 1) and (1, 0) both at
// offset 1. Repeated scatter rows [1, 1] write row 1 twice: "repeated sparse index values in a
// store operation result in undefined values in the repeated row" (seed §5.6.1), so row 1
// holds the undefined pattern 0xCDCDCDCD = -842150451.
// RUN: tilec run %s --entry scoped_duplicates --arg zeros:i32:3 --arg zeros:i32:4 --print | FileCheck %s --check-prefix=SCOPED
// SCOPED: %a: i32[3] = [1, 3, 4]
// SCOPED: %b: i32[4] = [0, 0, -842150451, -842150451]

// The same in a weak store, which is therefore no data race: rows [2, 0, 2, 3] of a 4x2 i32
// tensor (from column 0) get tile rows 1 and 3 in rows 0 and 3, and row 2 is undefined.
// RUN: tilec run %s --entry weak_repeated_rows --arg zeros:i32:8 --print | FileCheck %s --check-prefix=WEAKROWS
// WEAKROWS: %a: i32[8] = [3, 4, 0, 0, -842150451, -842150451, 7, 8]

// The seed's scatter example (5): an 8x8 tensor, tile 4x4, scatter_indices [5, 1, 7, 3], column
// offset 0: tile row 0 -> tensor row 5, 1 -> 1, 2 -> 7, 3 -> 3, columns 0-3; the rest keeps its
// zeros. The stored tile holds 10 * row + column + 1.
// RUN: tilec run %s --entry seed_scatter --arg zeros:f32:8x8 --print | FileCheck %s --check-prefix=SEEDSCATTER
// SEEDSCATTER: %a: f32[8x8] = {{\[}}[0, 0, 0, 0, 0, 0, 0, 0],
// SEEDSCATTER-NEXT: [11, 12, 13, 14, 0, 0, 0, 0],
// SEEDSCATTER-NEXT: [0, 0, 0, 0, 0, 0, 0, 0],
// SEEDSCATTER-NEXT: [31, 32, 33, 34, 0, 0, 0, 0],
// SEEDSCATTER-NEXT: [0, 0, 0, 0, 0, 0, 0, 0],
// SEEDSCATTER-NEXT: [1, 2, 3, 4, 0, 0, 0, 0],
// SEEDSCATTER-NEXT: [0, 0, 0, 0, 0, 0, 0, 0],
// SEEDSCATTER-NEXT: [21, 22, 23, 24, 0, 0, 0, 0]]

// i1 stores true/false; 4-bit stores change only their own nibble (ones elsewhere stay 1):
// a 2x1 tile into column 1 of a 2x4 f4E2M1FN tensor writes elements 1 and 5, the high
// nibbles of bytes 0 and 2.
// RUN: tilec run %s --entry small_types --arg zeros:i1:4 --arg ones:f4E2M1FN:8 --print | FileCheck %s --check-prefix=SMALL
// SMALL: %b: i1[4] = [true, false, true, true]
// SMALL: %f: f4E2M1FN[8] = [1, 1.5, 1, 1, 1, 3, 1, 1]

// A load after a store in one token chain sees the stored values (program order).
// RUN: tilec run %s --entry store_then_load --arg zeros:f32:4 | FileCheck %s --check-prefix=CHAIN
// CHAIN: result #0: tile<4xf32> = [1.5, 2.5, 0, 0]

cuda_tile.module @m {
  entry @partition_edge(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [3, 3], strides = [3, 1] : tensor_view<3x3xf32, strides=[3,1]>
    %pv = make_partition_view %tv : partition_view<tile=(2x2), padding_value = nan, tensor_view<3x3xf32, strides=[3,1]>>
    %x = constant <f32: [[1.0, 2.0], [3.0, 4.0]]> : tile<2x2xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %t0 = store_view_tko weak %x, %pv[%c1, %c1] : tile<2x2xf32>, partition_view<tile=(2x2), padding_value = nan, tensor_view<3x3xf32, strides=[3,1]>>, tile<i32> -> token
    %t1 = store_view_tko weak %x, %pv[%c0, %c1] token = %t0 : tile<2x2xf32>, partition_view<tile=(2x2), padding_value = nan, tensor_view<3x3xf32, strides=[3,1]>>, tile<i32> -> token
    return
  }

  entry @dim_map(%p: tile<ptr<i32>>) {
    %tv = make_tensor_view %p, shape = [2, 4], strides = [4, 1] : tensor_view<2x4xi32, strides=[4,1]>
    %pv = make_partition_view %tv : partition_view<tile=(4x2), tensor_view<2x4xi32, strides=[4,1]>, dim_map=[1, 0]>
    %x = constant <i32: [[1, 2], [3, 4], [5, 6], [7, 8]]> : tile<4x2xi32>
    %c0 = constant <i32: 0> : tile<i32>
    %t0 = store_view_tko weak %x, %pv[%c0, %c0] : tile<4x2xi32>, partition_view<tile=(4x2), tensor_view<2x4xi32, strides=[4,1]>, dim_map=[1, 0]>, tile<i32> -> token
    return
  }

  entry @strided(%p: tile<ptr<f16>>) {
    %tv = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf16, strides=[1]>
    %sv = make_strided_view %tv : strided_view<tile=(2), traversal_strides=[3], tensor_view<8xf16, strides=[1]>>
    %x = constant <f16: [5.0, 6.0]> : tile<2xf16>
    %c2 = constant <i32: 2> : tile<i32>
    %t0 = store_view_tko weak %x, %sv[%c2] : tile<2xf16>, strided_view<tile=(2), traversal_strides=[3], tensor_view<8xf16, strides=[1]>>, tile<i32> -> token
    return
  }

  entry @scatter(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %c: tile<ptr<f32>>) {
    %x = constant <f32: [[1.0, 2.0], [3.0, 4.0]]> : tile<2x2xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %ta = make_tensor_view %a, shape = [4, 2], strides = [2, 1] : tensor_view<4x2xf32, strides=[2,1]>
    %ga = make_gather_scatter_view %ta : gather_scatter_view<tile=(2x2), tensor_view<4x2xf32, strides=[2,1]>, sparse_dim=0>
    %ra = constant <i32: [3, 0]> : tile<2xi32>
    %t0 = store_view_tko weak %x, %ga[%ra, %c0] : tile<2x2xf32>, gather_scatter_view<tile=(2x2), tensor_view<4x2xf32, strides=[2,1]>, sparse_dim=0>, tile<2xi32>, tile<i32> -> token
    %tb = make_tensor_view %b, shape = [4, 2], strides = [2, 1] : tensor_view<4x2xf32, strides=[2,1]>
    %gb = make_gather_scatter_view %tb : gather_scatter_view<tile=(2x2), tensor_view<4x2xf32, strides=[2,1]>, sparse_dim=0>
    %rb = constant <i32: [5, 1]> : tile<2xi32>
    %t1 = store_view_tko weak %x, %gb[%rb, %c0] : tile<2x2xf32>, gather_scatter_view<tile=(2x2), tensor_view<4x2xf32, strides=[2,1]>, sparse_dim=0>, tile<2xi32>, tile<i32> -> token
    %tc = make_tensor_view %c, shape = [4, 2], strides = [2, 1] : tensor_view<4x2xf32, strides=[2,1]>
    %gc = make_gather_scatter_view %tc : gather_scatter_view<tile=(2x2), tensor_view<4x2xf32, strides=[2,1]>, sparse_dim=0>
    %rc = constant <i32: [0, 2]> : tile<2xi32>
    %t2 = store_view_tko weak %x, %gc[%rc, %c1] : tile<2x2xf32>, gather_scatter_view<tile=(2x2), tensor_view<4x2xf32, strides=[2,1]>, sparse_dim=0>, tile<2xi32>, tile<i32> -> token
    return
  }

  entry @scoped_duplicates(%a: tile<ptr<i32>>, %b: tile<ptr<i32>>) {
    %x = constant <i32: [[1, 2], [3, 4]]> : tile<2x2xi32>
    %c0 = constant <i32: 0> : tile<i32>
    %ta = make_tensor_view %a, shape = [2, 2], strides = [1, 1] : tensor_view<2x2xi32, strides=[1,1]>
    %pa = make_partition_view %ta : partition_view<tile=(2x2), tensor_view<2x2xi32, strides=[1,1]>>
    %t0 = store_view_tko relaxed device %x, %pa[%c0, %c0] : tile<2x2xi32>, partition_view<tile=(2x2), tensor_view<2x2xi32, strides=[1,1]>>, tile<i32> -> token
    %tb = make_tensor_view %b, shape = [2, 2], strides = [2, 1] : tensor_view<2x2xi32, strides=[2,1]>
    %gb = make_gather_scatter_view %tb : gather_scatter_view<tile=(2x2), tensor_view<2x2xi32, strides=[2,1]>, sparse_dim=0>
    %rows = constant <i32: [1, 1]> : tile<2xi32>
    %t1 = store_view_tko release tl_blk %x, %gb[%rows, %c0] : tile<2x2xi32>, gather_scatter_view<tile=(2x2), tensor_view<2x2xi32, strides=[2,1]>, sparse_dim=0>, tile<2xi32>, tile<i32> -> token
    return
  }

  entry @small_types(%b: tile<ptr<i1>>, %f: tile<ptr<f4E2M1FN>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %tb = make_tensor_view %b, shape = [4], strides = [1] : tensor_view<4xi1, strides=[1]>
    %pb = make_partition_view %tb : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>
    %xb = constant <i1: [true, false, true, true]> : tile<4xi1>
    %t0 = store_view_tko weak %xb, %pb[%c0] : tile<4xi1>, partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>, tile<i32> -> token
    %tf = make_tensor_view %f, shape = [2, 4], strides = [4, 1] : tensor_view<2x4xf4E2M1FN, strides=[4,1]>
    %pf = make_partition_view %tf : partition_view<tile=(2x1), tensor_view<2x4xf4E2M1FN, strides=[4,1]>>
    %xf = constant <f4E2M1FN: [[1.5], [3.0]]> : tile<2x1xf4E2M1FN>
    %t1 = store_view_tko weak %xf, %pf[%c0, %c1] : tile<2x1xf4E2M1FN>, partition_view<tile=(2x1), tensor_view<2x4xf4E2M1FN, strides=[4,1]>>, tile<i32> -> token
    return
  }

  testing$func @store_then_load(%p: tile<ptr<f32>>) -> tile<4xf32> {
    %tv = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
    %half = make_partition_view %tv : partition_view<tile=(2), tensor_view<4xf32, strides=[1]>>
    %whole = make_partition_view %tv : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>
    %x = constant <f32: [1.5, 2.5]> : tile<2xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %t0 = store_view_tko weak %x, %half[%c0] : tile<2xf32>, partition_view<tile=(2), tensor_view<4xf32, strides=[1]>>, tile<i32> -> token
    %y, %t1 = load_view_tko weak %whole[%c0] token = %t0 : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    return %y : tile<4xf32>
  }
  entry @weak_repeated_rows(%a: tile<ptr<i32>>) {
    %tv = make_tensor_view %a, shape = [4, 2], strides = [2, 1] : tensor_view<4x2xi32, strides=[2,1]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(4x2), tensor_view<4x2xi32, strides=[2,1]>, sparse_dim=0>
    %x = constant <i32: [[1, 2], [3, 4], [5, 6], [7, 8]]> : tile<4x2xi32>
    %rows = constant <i32: [2, 0, 2, 3]> : tile<4xi32>
    %c0 = constant <i32: 0> : tile<i32>
    %t = store_view_tko weak %x, %gv[%rows, %c0] : tile<4x2xi32>, gather_scatter_view<tile=(4x2), tensor_view<4x2xi32, strides=[2,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> token
    return
  }

  entry @seed_scatter(%a: tile<ptr<f32>>) {
    %tv = make_tensor_view %a, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xf32, strides=[8,1]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>, sparse_dim=0>
    %x = constant <f32: [[1.0, 2.0, 3.0, 4.0], [11.0, 12.0, 13.0, 14.0], [21.0, 22.0, 23.0, 24.0], [31.0, 32.0, 33.0, 34.0]]> : tile<4x4xf32>
    %rows = constant <i32: [5, 1, 7, 3]> : tile<4xi32>
    %c0 = constant <i32: 0> : tile<i32>
    %t = store_view_tko weak %x, %gv[%rows, %c0] : tile<4x4xf32>, gather_scatter_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> token
    return
  }

}
