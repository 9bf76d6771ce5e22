// A chain of elementwise ops becomes one loop over the elements (ElementwiseFusion.cpp), and an
// elementwise update of a loop-carried tile writes the carried buffer in place, so `continue`
// copies nothing (KernelLowering::getAccumulationDestination).
// RUN: tilec-opt --convert-cuda-tile-to-cpu %s | FileCheck %s
// RUN: tilec run %s --entry chain --arg rand:f32:64:1 --arg rand:f32:64:2 | FileCheck %s --check-prefix=RUN-CHAIN
// RUN: tilec run %s --entry update --arg rand:f32:64:1 --arg 5 | FileCheck %s --check-prefix=RUN-UPDATE
// RUN: tilec run %s --entry reads_after --arg rand:f32:64:1 --arg 3 | FileCheck %s --check-prefix=RUN-AFTER

// CHECK-LABEL: func.func @chain
// CHECK: scf.for
// CHECK-COUNT-3: memref.store
// CHECK-NOT: scf.for
// CHECK: return
// RUN-CHAIN: result #0: tile<64xf32>
cuda_tile.module @m {
  testing$func @chain(%a: tile<64xf32>, %b: tile<64xf32>) -> tile<64xf32> {
    %t = mulf %a, %b : tile<64xf32>
    %u = addf %t, %a : tile<64xf32>
    %v = subf %u, %b : tile<64xf32>
    return %v : tile<64xf32>
  }

  // The carried %s is copied in once (the initial value) and then updated in place.
  // CHECK-LABEL: func.func @update
  // CHECK: memref.copy
  // CHECK-NOT: memref.copy
  // CHECK: return
  // RUN-UPDATE: result #0: tile<64xf32>
  testing$func @update(%a: tile<64xf32>, %n: tile<i32>) -> tile<64xf32> {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %r = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%s = %a) -> (tile<64xf32>) {
      %t = addf %s, %a : tile<64xf32>
      %next = mulf %s, %t : tile<64xf32>
      continue %next : tile<64xf32>
    }
    return %r : tile<64xf32>
  }

  // %s is read after the update (by the subf), so the update must not overwrite it: the result
  // goes to a buffer of its own and `continue` copies it.
  // CHECK-LABEL: func.func @reads_after
  // CHECK: memref.copy
  // CHECK: memref.copy
  // RUN-AFTER: result #0: tile<64xf32>
  testing$func @reads_after(%a: tile<64xf32>, %n: tile<i32>) -> tile<64xf32> {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %r = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%s = %a) -> (tile<64xf32>) {
      %next = addf %s, %a : tile<64xf32>
      %d = subf %next, %s : tile<64xf32>
      %e = addf %d, %next : tile<64xf32>
      continue %next : tile<64xf32>
    }
    return %r : tile<64xf32>
  }
}
