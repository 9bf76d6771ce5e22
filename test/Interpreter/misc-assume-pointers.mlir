// assume on pointer tiles (tile-ir-ops.md §3.9): div_by is about addresses, and within a
// group of `every` pointers each one is one pointee (4 bytes for f32) above the previous.
// Buffers are at least 16-byte aligned; their addresses differ from run to run, so the
// messages match them by pattern.

// p, p+1, p+2, p+3 (f32 elements): groups of 4 starting at a 16-byte boundary.
// RUN: tilec run %s --entry consecutive --arg zeros:f32:8 | FileCheck %s --check-prefix=CONSEC
// CONSEC: consecutive ok
// RUN: not tilec run %s --entry gap --arg zeros:f32:8 2>&1 | FileCheck %s --check-prefix=GAP
// GAP: error: assume: predicate div_by<16, every 4 along 0> does not hold: element [3] = 0x{{[0-9a-f]+}} is not element [0] = 0x{{[0-9a-f]+}} + 3 pointees
// Two groups of 2: p, p+1 | p+4, p+5 (16 bytes apart) hold; p+1 | p+2 would start a group
// at a 4-byte address.
// RUN: tilec run %s --entry pairs --arg zeros:f32:8 | FileCheck %s --check-prefix=PAIRS
// PAIRS: pairs ok
// RUN: not tilec run %s --entry misaligned_group --arg zeros:f32:8 2>&1 | FileCheck %s --check-prefix=MISGROUP
// MISGROUP: error: assume: predicate div_by<16, every 2 along 0> does not hold: element [2] = 0x{{[0-9a-f]+}} is not divisible by 16

cuda_tile.module @m {
  entry @consecutive(%p: tile<ptr<f32>>) {
    %p1 = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %p4 = broadcast %p1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %i = constant <i32: [0, 1, 2, 3]> : tile<4xi32>
    %q = offset %p4, %i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %r = assume div_by<16, every 4 along 0>, %q : tile<4xptr<f32>>
    %t = print_tko "consecutive ok\n" -> token
    return
  }

  entry @gap(%p: tile<ptr<f32>>) {
    %p1 = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %p4 = broadcast %p1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %i = constant <i32: [0, 1, 2, 4]> : tile<4xi32>
    %q = offset %p4, %i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %r = assume div_by<16, every 4 along 0>, %q : tile<4xptr<f32>>
    return
  }

  entry @pairs(%p: tile<ptr<f32>>) {
    %p1 = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %p4 = broadcast %p1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %i = constant <i32: [0, 1, 4, 5]> : tile<4xi32>
    %q = offset %p4, %i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %r = assume div_by<16, every 2 along 0>, %q : tile<4xptr<f32>>
    %t = print_tko "pairs ok\n" -> token
    return
  }

  entry @misaligned_group(%p: tile<ptr<f32>>) {
    %p1 = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %p4 = broadcast %p1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %i = constant <i32: [0, 1, 2, 3]> : tile<4xi32>
    %q = offset %p4, %i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %r = assume div_by<16, every 2 along 0>, %q : tile<4xptr<f32>>
    return
  }
}
