// Found by a hand-written probe while fuzzing the interpreter: allocas each below the per-alloca
// bound piled up without limit, so a kernel could make the host allocate (and fill) any amount
// of memory. The storage of allocas and globals live at once is bounded (1 GiB); an alloca
// beyond it traps in both modes. Here 512 MiB are live when a second 512 MiB alloca asks.
// RUN: not tilec run %s --entry two_halves 2>&1 | FileCheck %s
// RUN: not tilec run %s --entry two_halves --unchecked 2>&1 | FileCheck %s
// CHECK: fuzz-storage-limit.mlir:15:10: error: alloca: cannot provide 536870912 elements aligned to 1 bytes (the interpreter's allocas and globals hold at most 1 GiB at once) (in tile block (0, 0, 0))

// Storage ends with its block: the same alloca in every iteration of a loop never piles up (2 x 600 MiB).
// RUN: tilec run %s --entry per_iteration | FileCheck %s --check-prefix=LOOP
// LOOP: result #0: tile<i32> = 2
cuda_tile.module @m {
  testing$func @two_halves() {
    %a = alloca num_elem = 536870912, alignment = 1 : tile<ptr<i8>>
    %b = alloca num_elem = 536870912, alignment = 1 : tile<ptr<i8>>
    return
  }

  testing$func @per_iteration() -> tile<i32> {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %n = for %i in (%c0 to %c2, step %c1) : tile<i32> iter_values(%s = %c0) -> (tile<i32>) {
      %p = alloca num_elem = 629145600, alignment = 1 : tile<ptr<i8>>
      %t = addi %s, %c1 : tile<i32>
      continue %t : tile<i32>
    }
    return %n : tile<i32>
  }
}
