// --max-ops (with --interpret) ends a kernel that would run forever (a loop without break) with an error at the
// operation that exceeded the limit; without the limit the same kernel finishes when it can.
// RUN: not tilec run --interpret %s --entry spin --max-ops 1000 2>&1 | FileCheck %s --check-prefix=SPIN
// SPIN: tilec-run-max-ops.mlir:{{[0-9]+}}:{{[0-9]+}}: error: execution stopped: the operation limit of 1000 was reached (in tile block (0, 0, 0))
// RUN: tilec run --interpret %s --entry count --max-ops 1000 | FileCheck %s --check-prefix=COUNT
// COUNT: result #0: tile<i32> = 10
// The limit counts the interpreter's operations; compiled kernels have none to count.
// RUN: not tilec run --compare-interpreter %s --entry count --max-ops 1000 2>&1 | FileCheck %s --check-prefix=COMPILED
// COMPILED: error: --max-ops limits the interpreter: add --interpret
cuda_tile.module @m {
  testing$func @spin() {
    %c0 = constant <i32: 0> : tile<i32>
    loop iter_values(%i = %c0) : tile<i32> {
      continue %i : tile<i32>
    }
    return
  }
  testing$func @count() -> tile<i32> {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c10 = constant <i32: 10> : tile<i32>
    %n = for %i in (%c0 to %c10, step %c1) : tile<i32> iter_values(%s = %c0) -> (tile<i32>) {
      %t = addi %s, %c1 : tile<i32>
      continue %t : tile<i32>
    }
    return %n : tile<i32>
  }
}
