// A weak view load whose tile every reader reads before anything may write memory leaves a
// dense tile where it lies (tilec_rt_view_load_dense, InPlaceReads.cpp): the readers read
// memory instead of a copy. Tiles that are not whole (edges, padded) or not dense (rows apart
// in a wider matrix) are copied at run time, and a store, a nested reader or a terminator
// between the load and a reader keeps the copy at compile time. Every case must give the
// interpreter's bits.
// RUN: tilec-opt --convert-cuda-tile-to-cpu %s | FileCheck %s --check-prefix=LOWER
//
// Dense whole tiles (16 elements per row, tiles of whole rows), then edge tiles with padding
// (20 columns: the second tile column is partial), then tiles of 4 columns inside 16-wide rows
// (not dense: copied):
// RUN: tilec run --compare-interpreter %s --entry scale_rows --grid 4,1 --arg rand:f32:16x16 --arg zeros:f32:16x16 --arg 16 --arg 16
// RUN: tilec run --compare-interpreter %s --entry scale_rows --grid 4,2 --arg rand:f32:16x20 --arg zeros:f32:16x20 --arg 16 --arg 20
// RUN: tilec run --compare-interpreter %s --entry narrow --grid 4,4 --arg rand:f32:16x16 --arg zeros:f32:16x16
// A load and a store of the same memory: the reader after the store must see the loaded
// values, not the stored ones:
// RUN: tilec run --compare-interpreter %s --entry store_between --arg rand:f32:16 --arg zeros:f32:16
// RUN: tilec run %s --entry store_between --arg ones:f32:16 --arg zeros:f32:16 --print | FileCheck %s --check-prefix=BETWEEN
// RUN: tilec run --compare-interpreter %s --entry alias_after_store --arg rand:f32:16 --arg zeros:f32:16
// RUN: tilec run %s --entry alias_after_store --arg ones:f32:16 --arg zeros:f32:16 --print | FileCheck %s --check-prefix=ALIAS
// A store of the loaded tile itself reads it in place; when the stored range overlaps the
// loaded one (two views of one buffer, 8 elements apart), the store copies the tile first:
// RUN: tilec run --compare-interpreter %s --entry shift_copy --arg rand:f32:32
// RUN: tilec run %s --entry shift_copy --arg iota:f32:32 --print | FileCheck %s --check-prefix=SHIFT
// Hand-computed: 3 * ones + 1 = 4 in every element, in place and copied alike.
// RUN: tilec run %s --entry scale_rows --grid 4,2 --arg ones:f32:16x20 --arg zeros:f32:16x20 --arg 16 --arg 20 --print | FileCheck %s --check-prefix=ONES
// The checked-mode error of a load past the index space is the load's, in both executors:
// RUN: not tilec run %s --entry scale_rows --grid 5,1 --arg rand:f32:16x16 --arg zeros:f32:16x16 --arg 16 --arg 16 2>&1 | FileCheck %s --check-prefix=PASTEND
// RUN: not tilec run --interpret %s --entry scale_rows --grid 5,1 --arg rand:f32:16x16 --arg zeros:f32:16x16 --arg 16 --arg 16 2>&1 | FileCheck %s --check-prefix=PASTEND

// LOWER-LABEL: func.func @scale_rows(
// LOWER: call @tilec_rt_view_load_dense(
// LOWER-LABEL: func.func @narrow(
// LOWER: call @tilec_rt_view_load_dense(
// LOWER-LABEL: func.func @store_between(
// LOWER-NOT: tilec_rt_view_load_dense
// LOWER: call @tilec_rt_view_load(
// LOWER-LABEL: func.func @alias_after_store(
// LOWER-NOT: tilec_rt_view_load_dense
// LOWER: call @tilec_rt_view_load(
// LOWER-LABEL: func.func @shift_copy(
// LOWER: call @tilec_rt_view_load_dense(
// LOWER: call @tilec_rt_view_store(
// LOWER-LABEL: func.func @nested_reader(
// LOWER-NOT: tilec_rt_view_load_dense
// LOWER: call @tilec_rt_view_load(
// LOWER: return

// BETWEEN: %out: f32[16] = [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]
// ALIAS: %out: f32[16] = [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]
// SHIFT: %x: f32[32] = [0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 24, 25, 26, 27, 28, 29, 30, 31]
// ONES: %y: f32[16x20] = {{\[}}[4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4],
// PASTEND: error: {{.*}}load_view_tko

cuda_tile.module @m {
  // y = 3x + 1 over 4x16 tiles.
  entry @scale_rows(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %r: tile<i32>, %c: tile<i32>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tx = make_tensor_view %x, shape = [%r, %c], strides = [%c, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %ty = make_tensor_view %y, shape = [%r, %c], strides = [%c, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %px = make_partition_view %tx : partition_view<tile=(4x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %py = make_partition_view %ty : partition_view<tile=(4x16), tensor_view<?x?xf32, strides=[?,1]>>
    %v, %t0 = load_view_tko weak %px[%bx, %by] : partition_view<tile=(4x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<4x16xf32>, token
    %three = constant <f32: 3.0> : tile<4x16xf32>
    %one = constant <f32: 1.0> : tile<4x16xf32>
    %w = fma %v, %three, %one : tile<4x16xf32>
    %t1 = store_view_tko weak %w, %py[%bx, %by] : tile<4x16xf32>, partition_view<tile=(4x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  // 4x4 tiles of a 16x16 matrix: rows 16 elements apart, so never dense.
  entry @narrow(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tx = make_tensor_view %x, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %ty = make_tensor_view %y, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %px = make_partition_view %tx : partition_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>>
    %py = make_partition_view %ty : partition_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>>
    %v, %t0 = load_view_tko weak %px[%bx, %by] : partition_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x4xf32>, token
    %w = negf %v : tile<4x4xf32>
    %t1 = store_view_tko weak %w, %py[%bx, %by] : tile<4x4xf32>, partition_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> token
    return
  }

  // x is loaded, then overwritten with x + x, then read again: out = x + x of the loaded x.
  entry @store_between(%x: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tx = make_tensor_view %x, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %to = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %px = make_partition_view %tx : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %po = make_partition_view %to : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %v, %t0 = load_view_tko weak %px[%c0] : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    %d = addf %v, %v : tile<16xf32>
    %t1 = store_view_tko weak %d, %px[%c0] token = %t0 : tile<16xf32>, partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
    %e = addf %v, %v : tile<16xf32>
    %t2 = store_view_tko weak %e, %po[%c0] token = %t1 : tile<16xf32>, partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
    return
  }

  // The same through an alias: the reshape's result is read after the store.
  entry @alias_after_store(%x: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tx = make_tensor_view %x, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %to = make_tensor_view %out, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %px = make_partition_view %tx : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %po = make_partition_view %to : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %v, %t0 = load_view_tko weak %px[%c0] : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    %r = reshape %v : tile<16xf32> -> tile<4x4xf32>
    %d = addf %v, %v : tile<16xf32>
    %t1 = store_view_tko weak %d, %px[%c0] token = %t0 : tile<16xf32>, partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
    %e = addf %r, %r : tile<4x4xf32>
    %f = reshape %e : tile<4x4xf32> -> tile<16xf32>
    %t2 = store_view_tko weak %f, %po[%c0] token = %t1 : tile<16xf32>, partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
    return
  }

  // x[8..24) = the x[0..16) loaded before the store.
  entry @shift_copy(%x: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %eight = constant <i64: 8> : tile<i64>
    %x8 = offset %x, %eight : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
    %ta = make_tensor_view %x, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %tb = make_tensor_view %x8, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %pa = make_partition_view %ta : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %pb = make_partition_view %tb : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %v, %t0 = load_view_tko weak %pa[%c0] : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    %t1 = store_view_tko weak %v, %pb[%c0] token = %t0 : tile<16xf32>, partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
    return
  }

  // A reader inside a loop body runs after the loop's own stores: copied.
  testing$func @nested_reader(%x: tile<ptr<f32>>, %n: tile<i32>) -> tile<16xf32> {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %tx = make_tensor_view %x, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %px = make_partition_view %tx : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %v, %t0 = load_view_tko weak %px[%c0] : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    %r = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%s = %v) -> (tile<16xf32>) {
      %w = addf %s, %v : tile<16xf32>
      continue %w : tile<16xf32>
    }
    return %r : tile<16xf32>
  }
}
