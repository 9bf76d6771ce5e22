// assert (tile-ir-ops.md §1.7, §3.6): every false element prints one line with its location, index
// (row-major order) and the message; execution goes on, and the call or launch fails at its
// end. The printed lines go to stdout, the final error to stderr, so each is checked alone.

// All elements true: nothing printed, the function returns normally.
// RUN: tilec run %s --entry holds | FileCheck %s --check-prefix=HOLDS
// HOLDS-NOT: assert failed
// HOLDS: result #0: tile<i32> = 1

// A false scalar (index []) and a 2x2 tile with two false elements; the print after the
// asserts shows that execution went on. No result is printed: the call failed.
// RUN: not tilec run %s --entry fails | FileCheck %s --check-prefix=FAILS
// FAILS: controlflow-assert.mlir:54:5: assert failed at [] in tile block (0, 0, 0): scalar is false
// FAILS-NEXT: assert failed at [0, 1] in tile block (0, 0, 0): x < n
// FAILS-NEXT: assert failed at [1, 0] in tile block (0, 0, 0): x < n
// FAILS-NEXT: still running
// FAILS-NOT: result
// RUN: not tilec run %s --entry fails 2>&1 | FileCheck %s --check-prefix=FAILS-ERR
// FAILS-ERR: error: assertion failed

// In a kernel every tile block runs to its end; the launch then fails naming the number of
// blocks with a failure. Block (x, y) reports its own coordinates.
// RUN: not tilec run %s --entry kernel --grid 2,2 | FileCheck %s --check-prefix=KERNEL
// KERNEL: assert failed at [2] in tile block (0, 0, 0): lane 2
// KERNEL-NEXT: block done
// KERNEL-NEXT: assert failed at [2] in tile block (1, 0, 0): lane 2
// KERNEL-NEXT: block done
// KERNEL-NEXT: assert failed at [2] in tile block (0, 1, 0): lane 2
// KERNEL-NEXT: block done
// KERNEL-NEXT: assert failed at [2] in tile block (1, 1, 0): lane 2
// KERNEL-NEXT: block done
// RUN: not tilec run %s --entry kernel --grid 2,2 2>&1 | FileCheck %s --check-prefix=KERNEL-ERR
// KERNEL-ERR: error: assertion failed in 4 tile blocks
// RUN: not tilec run %s --entry kernel 2>&1 | FileCheck %s --check-prefix=KERNEL-ONE
// KERNEL-ONE: error: assertion failed in 1 tile block{{$}}

// An assert in a loop body reports once per failing iteration.
// RUN: not tilec run %s --entry in_loop | FileCheck %s --check-prefix=LOOP
// LOOP: assert failed at [] in tile block (0, 0, 0): iteration
// LOOP-NEXT: assert failed at [] in tile block (0, 0, 0): iteration
// LOOP-NEXT: assert failed at [] in tile block (0, 0, 0): iteration
// LOOP-NOT: assert failed

cuda_tile.module @m {
  testing$func @holds() -> tile<i32> {
    %t = constant <i1: [[true, true], [true, true]]> : tile<2x2xi1>
    assert %t, "never printed" : tile<2x2xi1>
    %one = constant <i32: 1> : tile<i32>
    return %one : tile<i32>
  }

  testing$func @fails() -> tile<i32> {
    %f = constant <i1: false> : tile<i1>
    assert %f, "scalar is false" : tile<i1>
    %c = constant <i1: [[true, false], [false, true]]> : tile<2x2xi1>
    assert %c, "x < n" : tile<2x2xi1>
    %p = print_tko "still running\n" -> token
    %one = constant <i32: 1> : tile<i32>
    return %one : tile<i32>
  }

  entry @kernel() {
    %c = constant <i1: [true, true, false, true]> : tile<4xi1>
    assert %c, "lane 2" : tile<4xi1>
    %p = print_tko "block done\n" -> token
    return
  }

  testing$func @in_loop() {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %three = constant <i32: 3> : tile<i32>
    %f = constant <i1: false> : tile<i1>
    for %i in (%zero to %three, step %one) : tile<i32> {
      assert %f, "iteration" : tile<i1>
    }
    return
  }
}
