// Data races between tile blocks (tile-ir-ops.md §1.5, §1.6). The interpreter runs the blocks
// one after the other; conflicting accesses (same location, at least one a write) of
// different blocks race unless both carry a scope that includes the other block (device or
// sys; tl_blk includes only its own block). Checked mode reports the race in the later block.

// Every block stores to p[0] with a weak store.
// Races are diagnosed by the interpreter alone (`tilec run --interpret`): compiled code does
// not track them.
// RUN: not tilec run --interpret %s --entry same_slot --grid 2 --arg zeros:i32:1 2>&1 | FileCheck %s --check-prefix=SAME
// SAME: error: store_ptr_tko: data race: the element (address 0x{{[0-9a-f]+}}) was written by store_ptr_tko at {{.*}}race-grid.mlir:[[# @LINE + 8]]:10 in tile block (0, 0, 0); weak accesses from different tile blocks to one location race (in tile block (1, 0, 0))
// Unchecked mode tracks nothing: the last block's store wins (one thread runs compiled blocks in
// the interpreter's order).
// RUN: tilec run %s --entry same_slot --grid 2 --threads 1 --arg zeros:i32:1 --unchecked --print | FileCheck %s --check-prefix=UNCHECKED
// UNCHECKED: %p: i32[1] = [1]
cuda_tile.module @m {
  entry @same_slot(%p: tile<ptr<i32>>) {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %t = store_ptr_tko weak %p, %x : tile<ptr<i32>>, tile<i32> -> token
    return
  }

  // Device-scoped atomics of every block on one counter, pointer and view forms: no race.
  // RUN: tilec run %s --entry device_atomics --grid 2,2 --arg zeros:i32:2 --print | FileCheck %s --check-prefix=DEVICE
  // DEVICE: %p: i32[2] = [4, 8]
  entry @device_atomics(%p: tile<ptr<i32>>) {
    %one = constant <i32: 1> : tile<i32>
    %two = constant <i32: [2]> : tile<1xi32>
    %old, %t0 = atomic_rmw_tko relaxed device %p, add, %one : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %tv = make_tensor_view %p, shape = [2], strides = [1] : tensor_view<2xi32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(1), tensor_view<2xi32, strides=[1]>>
    %t1 = atomic_red_view_tko relaxed device %pv[%one], add, %two : tile<1xi32>, partition_view<tile=(1), tensor_view<2xi32, strides=[1]>>, tile<i32> -> token
    return
  }

  // tl_blk atomics of different blocks on one location race.
  // RUN: not tilec run --interpret %s --entry block_atomics --grid 2 --arg zeros:i32:1 2>&1 | FileCheck %s --check-prefix=TLBLK
  // TLBLK: error: atomic_rmw_tko: data race: the element (address 0x{{[0-9a-f]+}}) was updated atomically by atomic_rmw_tko at {{.*}}race-grid.mlir:[[# @LINE + 3]]:17 in tile block (0, 0, 0); a tl_blk scope does not include other tile blocks (in tile block (1, 0, 0))
  entry @block_atomics(%p: tile<ptr<i32>>) {
    %one = constant <i32: 1> : tile<i32>
    %old, %t0 = atomic_rmw_tko relaxed tl_blk %p, add, %one : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    return
  }

  // A weak read races with a device-scoped write of another block. Inside each block the
  // load and the store are token-ordered, so the report comes from block (1, 0, 0).
  // RUN: not tilec run --interpret %s --entry weak_read_of_relaxed --grid 2 --arg zeros:i32:1 2>&1 | FileCheck %s --check-prefix=WEAKREAD
  // WEAKREAD: error: load_ptr_tko: data race: the element (address 0x{{[0-9a-f]+}}) was written by store_ptr_tko at {{.*}}race-grid.mlir:[[# @LINE + 5]]:11 in tile block (0, 0, 0); weak accesses from different tile blocks to one location race (in tile block (1, 0, 0))
  entry @weak_read_of_relaxed(%p: tile<ptr<i32>>) {
    %one = constant <i32: 1> : tile<i32>
    %v, %t0 = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token
    %v1 = addi %v, %one : tile<i32>
    %t1 = store_ptr_tko relaxed device %p, %v1 token=%t0 : tile<ptr<i32>>, tile<i32> -> token
    return
  }

  // Block (0, 0, 0) reads, block (1, 0, 0) writes.
  // RUN: not tilec run --interpret %s --entry read_then_write --grid 2 --arg zeros:i32:1 2>&1 | FileCheck %s --check-prefix=RW
  // RW: error: store_ptr_tko: data race: the element (address 0x{{[0-9a-f]+}}) was read by load_ptr_tko at {{.*}}race-grid.mlir:[[# @LINE + 6]]:17 in tile block (0, 0, 0); weak accesses from different tile blocks to one location race (in tile block (1, 0, 0))
  entry @read_then_write(%p: tile<ptr<i32>>) {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %first = cmpi equal %x, %c0, signed : tile<i32> -> tile<i1>
    if %first {
      %v, %t0 = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token
    } else {
      %t1 = store_ptr_tko weak %p, %x : tile<ptr<i32>>, tile<i32> -> token
    }
    return
  }

  // Every block reads one location, and writes its own: no conflict.
  // RUN: tilec run %s --entry shared_input --grid 4 --arg iota:i32:1 --arg zeros:i32:4 --print | FileCheck %s --check-prefix=SHARED
  // SHARED: %out: i32[4] = [0, 1, 2, 3]
  entry @shared_input(%p: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %v, %t0 = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token
    %s = addi %v, %x : tile<i32>
    %slot = offset %out, %x : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t1 = store_ptr_tko weak %slot, %s : tile<ptr<i32>>, tile<i32> -> token
    return
  }

  // Block 0 reads weakly, block 1 with device scope, block 2 writes with device scope: the
  // write races with block 0's read (reads of earlier blocks are summarised by the one with
  // the narrowest scope).
  // RUN: not tilec run --interpret %s --entry reads_of_earlier_blocks --grid 3 --arg zeros:i32:1 2>&1 | FileCheck %s --check-prefix=EARLIER
  // EARLIER: error: store_ptr_tko: data race: the element (address 0x{{[0-9a-f]+}}) was read by load_ptr_tko at {{.*}}race-grid.mlir:[[# @LINE + 8]]:17 in tile block (0, 0, 0); weak accesses from different tile blocks to one location race (in tile block (2, 0, 0))
  entry @reads_of_earlier_blocks(%p: tile<ptr<i32>>) {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %first = cmpi equal %x, %c0, signed : tile<i32> -> tile<i1>
    %second = cmpi equal %x, %c1, signed : tile<i32> -> tile<i1>
    if %first {
      %v, %t0 = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token
    } else {
      if %second {
        %v, %t1 = load_ptr_tko relaxed device %p : tile<ptr<i32>> -> tile<i32>, token
      } else {
        %t2 = store_ptr_tko relaxed device %p, %x : tile<ptr<i32>>, tile<i32> -> token
      }
    }
    return
  }

  // Message passing: block 0 writes the data weakly, then releases a flag; block 1 spins on
  // the flag with acquire loads and then reads the data weakly. The acquire that reads the
  // release orders the two data accesses (happens-before), which the interpreter does not
  // follow: once a launch has executed an acquire, release or acq_rel operation it reports
  // no race between blocks.
  // RUN: tilec run %s --entry message_passing --grid 2 --arg zeros:i32:3 --print | FileCheck %s --check-prefix=MP
  // MP: %p: i32[3] = [42, 1, 42]
  entry @message_passing(%p: tile<ptr<i32>>) {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %c42 = constant <i32: 42> : tile<i32>
    %flag = offset %p, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %out = offset %p, %c2 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %producer = cmpi equal %x, %c0, signed : tile<i32> -> tile<i1>
    if %producer {
      %t0 = store_ptr_tko weak %p, %c42 : tile<ptr<i32>>, tile<i32> -> token
      %t1 = store_ptr_tko release device %flag, %c1 token=%t0 : tile<ptr<i32>>, tile<i32> -> token
    } else {
      %ready = loop : token {
        %f, %tf = load_ptr_tko acquire device %flag : tile<ptr<i32>> -> tile<i32>, token
        %set = cmpi equal %f, %c1, signed : tile<i32> -> tile<i1>
        if %set {
          break %tf : token
        }
        continue
      }
      %d, %td = load_ptr_tko weak %p token=%ready : tile<ptr<i32>> -> tile<i32>, token
      %t2 = store_ptr_tko weak %out, %d token=%td : tile<ptr<i32>>, tile<i32> -> token
    }
    return
  }

  // Module globals are shared by all blocks: the second block's weak load of the counter
  // races with the first block's weak store.
  // RUN: not tilec run --interpret %s --entry global_counter --grid 2 2>&1 | FileCheck %s --check-prefix=GLOBAL
  // GLOBAL: error: load_ptr_tko: data race: the element (address 0x{{[0-9a-f]+}}) was written by store_ptr_tko at {{.*}}race-grid.mlir:[[# @LINE + 7]]:11 in tile block (0, 0, 0); weak accesses from different tile blocks to one location race (in tile block (1, 0, 0))
  global @counter <i32: [0]> : tile<1xi32>
  entry @global_counter() {
    %c = get_global @counter : tile<ptr<i32>>
    %one = constant <i32: 1> : tile<i32>
    %v, %t0 = load_ptr_tko weak %c : tile<ptr<i32>> -> tile<i32>, token
    %v1 = addi %v, %one : tile<i32>
    %t1 = store_ptr_tko weak %c, %v1 token=%t0 : tile<ptr<i32>>, tile<i32> -> token
    return
  }

  // Allocas belong to their block: no race between blocks even where the bytes are reused.
  // RUN: tilec run %s --entry private_allocas --grid 4 --arg zeros:i32:4 --print | FileCheck %s --check-prefix=ALLOCA
  // ALLOCA: %out: i32[4] = [0, 1, 2, 3]
  entry @private_allocas(%out: tile<ptr<i32>>) {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %a = alloca num_elem = 1, alignment = 4 global : tile<ptr<i32>>
    %t0 = store_ptr_tko weak %a, %x : tile<ptr<i32>>, tile<i32> -> token
    %v, %t1 = load_ptr_tko weak %a token=%t0 : tile<ptr<i32>> -> tile<i32>, token
    %slot = offset %out, %x : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t2 = store_ptr_tko weak %slot, %v : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}
