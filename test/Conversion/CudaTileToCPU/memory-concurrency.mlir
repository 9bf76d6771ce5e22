// Atomics of concurrently running tile blocks are host atomics: 64 blocks on 2 threads update
// shared memory, and no update is lost.
//
// Every block adds 1 from each of 16 lanes to %count[0] (64 * 16 = 1024) and its block id to
// %count[1] (0 + 1 + ... + 63 = 2016) with atomic_rmw_tko, then increments the histogram bin
// %bins[(x + i) % 4] for i = 0..63, each time with a compare-and-swap loop (load, cas, retry
// until the cas saw the loaded value): 64 * 64 / 4 = 1024 per bin.
// RUN: tilec run %s --entry counter_and_histogram --grid 64 --threads 2 --arg zeros:i64:2 --arg zeros:i32:4 --print | FileCheck %s
// RUN: tilec run %s --entry counter_and_histogram --grid 8,4,2 --threads 2 --arg zeros:i64:2 --arg zeros:i32:4 --print | FileCheck %s --check-prefix=GRID3
// CHECK: %count: i64[2] = [1024, 2016]
// CHECK: %bins: i32[4] = [1024, 1024, 1024, 1024]
// With a 8x4x2 grid only the x ids (0..7, 8 blocks each) are summed: 8 * 28 = 224.
// GRID3: %count: i64[2] = [1024, 224]
// GRID3: %bins: i32[4] = [1024, 1024, 1024, 1024]

cuda_tile.module @m {
  entry @counter_and_histogram(%count: tile<ptr<i64>>, %bins: tile<ptr<i32>>) {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>

    %p1 = reshape %count : tile<ptr<i64>> -> tile<1xptr<i64>>
    %p16 = broadcast %p1 : tile<1xptr<i64>> -> tile<16xptr<i64>>
    %ones = constant <i64: 1> : tile<16xi64>
    %old, %t0 = atomic_rmw_tko relaxed device %p16, add, %ones
        : tile<16xptr<i64>>, tile<16xi64> -> tile<16xi64>, token
    %ids = offset %count, %c1 : tile<ptr<i64>>, tile<i32> -> tile<ptr<i64>>
    %x64 = exti %x signed : tile<i32> -> tile<i64>
    %sum, %t1 = atomic_rmw_tko acq_rel device %ids, add, %x64
        : tile<ptr<i64>>, tile<i64> -> tile<i64>, token

    for %i in (%c0 to %c64, step %c1) : tile<i32> {
      %k = addi %x, %i : tile<i32>
      %bin = remi %k, %c4 signed : tile<i32>
      %slot = offset %bins, %bin : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
      %done = loop : tile<i32> {
        %seen, %t2 = load_ptr_tko relaxed device %slot : tile<ptr<i32>> -> tile<i32>, token
        %next = addi %seen, %c1 : tile<i32>
        %found, %t3 = atomic_cas_tko acq_rel device %slot, %seen, %next
            : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
        %swapped = cmpi equal %found, %seen, signed : tile<i32> -> tile<i1>
        if %swapped {
          break %found : tile<i32>
        }
        continue
      }
    }
    return
  }
}
