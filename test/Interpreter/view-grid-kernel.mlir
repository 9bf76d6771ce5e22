// A kernel over a grid: tile block x copies tile x of a 10-element tensor in tiles of 4 (the
// last tile is partial: its elements 10 and 11 are padding on load and skipped on store), and
// adds its block index into a counter with atomic_red_view_tko.

// RUN: tilec run %s --entry copy --grid 3 --arg iota:f32:10 --arg zeros:f32:10 --arg zeros:i32:1 --print | FileCheck %s --check-prefix=COPY
// COPY: %dst: f32[10] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
// 0 + 1 + 2 = 3.
// COPY: %count: i32[1] = [3]

// A fourth block names tile 3, outside the index space [3]: the error names that block.
// RUN: not tilec run %s --entry copy --grid 4 --arg iota:f32:10 --arg zeros:f32:10 --arg zeros:i32:1 2>&1 | FileCheck %s --check-prefix=BLOCK
// BLOCK: error: load_view_tko: index 3 of view dimension 0 is outside the index space [3]; view indices must lie in it (in tile block (3, 0, 0))

cuda_tile.module @m {
  entry @copy(%src: tile<ptr<f32>>, %dst: tile<ptr<f32>>, %count: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %ts = make_tensor_view %src, shape = [10], strides = [1] : tensor_view<10xf32, strides=[1]>
    %ps = make_partition_view %ts : partition_view<tile=(4), tensor_view<10xf32, strides=[1]>>
    %x, %t0 = load_view_tko weak %ps[%bx] : partition_view<tile=(4), tensor_view<10xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    %td = make_tensor_view %dst, shape = [10], strides = [1] : tensor_view<10xf32, strides=[1]>
    %pd = make_partition_view %td : partition_view<tile=(4), tensor_view<10xf32, strides=[1]>>
    %t1 = store_view_tko weak %x, %pd[%bx] : tile<4xf32>, partition_view<tile=(4), tensor_view<10xf32, strides=[1]>>, tile<i32> -> token
    %tc = make_tensor_view %count, shape = [1], strides = [1] : tensor_view<1xi32, strides=[1]>
    %pc = make_partition_view %tc : partition_view<tile=(1), tensor_view<1xi32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %b1 = reshape %bx : tile<i32> -> tile<1xi32>
    %t2 = atomic_red_view_tko relaxed device %pc[%c0], add, %b1 : tile<1xi32>, partition_view<tile=(1), tensor_view<1xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}
