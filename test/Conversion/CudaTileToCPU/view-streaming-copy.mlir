// Tensors spanning 16 MiB or more are copied with prefetching loads and non-temporal stores
// (lib/Runtime/Cpu/BulkCopy.h): results must not change. A 1100x4000 f32 tensor (17.6 MB) in
// 4x1024 tiles: rows of 16000 bytes put tile rows at every alignment to the cache lines, the
// last tile column is partial (4000 = 3*1024 + 928, the edge path), and the output view starts
// 5 elements into its buffer so source and destination alignments differ. Compared with the
// interpreter (exit code 1 and the first differing element on any difference), with 1 and 2
// threads, checked and unchecked.
// RUN: tilec run --compare-interpreter %s --entry scale --grid 275,4 --arg rand:f32:4400000:7 --arg zeros:f32:4400005 --threads 1
// RUN: tilec run --compare-interpreter %s --entry scale --grid 275,4 --arg rand:f32:4400000:7 --arg zeros:f32:4400005 --threads 2 --unchecked
cuda_tile.module @m {
  entry @scale(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %five = constant <i64: 5> : tile<i64>
    %y5 = offset %y, %five : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
    %tx = make_tensor_view %x, shape = [1100, 4000], strides = [4000, 1] : tensor_view<1100x4000xf32, strides=[4000,1]>
    %ty = make_tensor_view %y5, shape = [1100, 4000], strides = [4000, 1] : tensor_view<1100x4000xf32, strides=[4000,1]>
    %px = make_partition_view %tx : partition_view<tile=(4x1024), tensor_view<1100x4000xf32, strides=[4000,1]>>
    %py = make_partition_view %ty : partition_view<tile=(4x1024), tensor_view<1100x4000xf32, strides=[4000,1]>>
    %v, %t0 = load_view_tko weak %px[%bx, %by] : partition_view<tile=(4x1024), tensor_view<1100x4000xf32, strides=[4000,1]>>, tile<i32> -> tile<4x1024xf32>, token
    %three = constant <f32: 3.0> : tile<4x1024xf32>
    %w = mulf %v, %three : tile<4x1024xf32>
    %t1 = store_view_tko weak %w, %py[%bx, %by] : tile<4x1024xf32>, partition_view<tile=(4x1024), tensor_view<1100x4000xf32, strides=[4000,1]>>, tile<i32> -> token
    return
  }
}
