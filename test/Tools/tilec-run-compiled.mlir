// `tilec run` options of the compiled executor (spelled with --compare-interpreter, so that every
// suite runs them compiled): --timing prints one line to stderr, --repeat
// launches again, --threads picks the number of threads, --no-cache compiles afresh; the
// results are the same whatever the threads (each tile block writes its own row).
// RUN: tilec run --compare-interpreter %s --entry rows --grid 8 --arg zeros:i32:8x4 --print --repeat 3 --timing 2> %t.timing | FileCheck %s
// RUN: FileCheck %s --check-prefix=TIMING < %t.timing
// RUN: tilec run --compare-interpreter %s --entry rows --grid 8 --arg zeros:i32:8x4 --print --threads 1 --no-cache | FileCheck %s
// RUN: tilec run --compare-interpreter %s --entry rows --grid 8 --arg zeros:i32:8x4 --print --threads 2 | FileCheck %s
// RUN: not tilec run --compare-interpreter %s --entry rows --grid 8 --arg zeros:i32:8x4 --threads -1 2>&1 | FileCheck %s --check-prefix=THREADS
// RUN: not tilec run --compare-interpreter %s --entry rows --arg zeros:i32:8x4 --interpret 2>&1 | FileCheck %s --check-prefix=BOTH

// CHECK: %out: i32[8x4] = {{\[}}[0, 0, 0, 0],
// CHECK-NEXT: [1, 1, 1, 1],
// CHECK-NEXT: [2, 2, 2, 2],
// CHECK: [7, 7, 7, 7]]
// TIMING: tilec: timing: compile_ms={{[0-9.]+}} median_ms={{[0-9.e+-]+}} min_ms={{[0-9.e+-]+}} runs=3 threads={{[0-9]+}}
// THREADS: error: --threads expects a positive count, or 0 for all cores
// BOTH: error: --interpret and --compare-interpreter exclude each other

cuda_tile.module @m {
  entry @rows(%out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %out, shape = [8, 4], strides = [4, 1] : tensor_view<8x4xi32, strides=[4,1]>
    %pv = make_partition_view %tv : partition_view<tile=(1x4), tensor_view<8x4xi32, strides=[4,1]>>
    %r1 = reshape %bx : tile<i32> -> tile<1x1xi32>
    %t = broadcast %r1 : tile<1x1xi32> -> tile<1x4xi32>
    %c0 = constant <i32: 0> : tile<i32>
    %tok = store_view_tko weak %t, %pv[%bx, %c0] : tile<1x4xi32>, partition_view<tile=(1x4), tensor_view<8x4xi32, strides=[4,1]>>, tile<i32> -> token
    return
  }
}
