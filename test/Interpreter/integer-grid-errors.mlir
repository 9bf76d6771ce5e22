// Checked-mode errors inside a launched kernel name the tile block they happened in; unchecked
// mode runs every block to the end.
// This undefined behaviour is diagnosed by the interpreter (`tilec run --interpret`); compiled
// code gives the interpreter's --unchecked value instead (the --unchecked runs compare both).
// RUN: not tilec run --interpret %s --entry divide_by_x_minus_one --grid 3 --arg 7 2>&1 | FileCheck %s
// CHECK: error: divi: division by zero (in tile block (1, 0, 0))
// RUN: tilec run %s --entry divide_by_x_minus_one --grid 3 --arg 7 --unchecked

cuda_tile.module @m {
  // Block x divides by x - 1: block 0 by -1, block 1 by zero.
  entry @divide_by_x_minus_one(%n: tile<i32>) {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %d = subi %x, %one : tile<i32>
    %q = divi %n, %d signed : tile<i32>
    return
  }
}
