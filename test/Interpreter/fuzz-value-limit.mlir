// Found by a hand-written probe while fuzzing the interpreter: tiles may have 2^24 elements
// (128 MiB each in the interpreter), and nothing bounded how many a tile block held, so a short
// kernel of large constants took the host's memory (40 of them: 5 GB). One tile block holds at
// most 1 GiB of tile elements; the operation that passes it fails (in both modes). The limit is
// the interpreter's: compiled code keeps tiles in a frame of at most 1 GiB per tile block,
// which these nine tiles fit.
// RUN: not tilec run --interpret %s --entry nine 2>&1 | FileCheck %s
// CHECK: fuzz-value-limit.mlir:23:11: error: the tile values of this tile block exceed 1 GiB, the most the interpreter holds (in tile block (0, 0, 0))

// Redefining a value in a loop replaces it: 9 iterations of a 128 MiB value stay within bounds.
// RUN: tilec run %s --entry loop | FileCheck %s --check-prefix=LOOP
// LOOP: result #0: tile<i32> = 9
cuda_tile.module @m {
  testing$func @nine() {
    %a0 = iota : tile<16777216xi32>
    %a1 = iota : tile<16777216xi32>
    %a2 = iota : tile<16777216xi32>
    %a3 = iota : tile<16777216xi32>
    %a4 = iota : tile<16777216xi32>
    %a5 = iota : tile<16777216xi32>
    %a6 = iota : tile<16777216xi32>
    %a7 = iota : tile<16777216xi32>
    %a8 = iota : tile<16777216xi32>
    return
  }

  testing$func @loop() -> tile<i32> {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c9 = constant <i32: 9> : tile<i32>
    %n = for %i in (%c0 to %c9, step %c1) : tile<i32> iter_values(%s = %c0) -> (tile<i32>) {
      %x = iota : tile<16777216xi32>
      %t = addi %s, %c1 : tile<i32>
      continue %t : tile<i32>
    }
    return %n : tile<i32>
  }
}
