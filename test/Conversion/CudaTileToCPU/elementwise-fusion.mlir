// A chain of elementwise ops becomes one loop over the elements (ElementwiseFusion.cpp), whose
// intermediate values stay in registers (only the chain's result is stored), and an
// elementwise update of a loop-carried tile writes the carried buffer in place, so `continue`
// copies nothing (KernelLowering::getAccumulationDestination).
// RUN: tilec-opt --convert-cuda-tile-to-cpu %s | FileCheck %s
// RUN: tilec run %s --entry chain --arg rand:f32:64:1 --arg rand:f32:64:2 | FileCheck %s --check-prefix=RUN-CHAIN
// RUN: tilec run %s --entry update --arg rand:f32:64:1 --arg 5 | FileCheck %s --check-prefix=RUN-UPDATE
// RUN: tilec run %s --entry reads_after --arg rand:f32:64:1 --arg 3 | FileCheck %s --check-prefix=RUN-AFTER
// RUN: tilec run %s --entry carried_read_later | FileCheck %s --check-prefix=RUN-LATER
// RUN: tilec run --compare-interpreter %s --entry chain --arg rand:f32:64:1 --arg rand:f32:64:2 | FileCheck %s --check-prefix=RUN-CHAIN
// RUN: tilec run --compare-interpreter %s --entry kept --arg rand:f32:64:1 --arg rand:f32:64:2 | FileCheck %s --check-prefix=RUN-KEPT
// RUN: tilec run --compare-interpreter %s --entry masked --arg ones:f32:64 --arg 5 | FileCheck %s --check-prefix=RUN-MASKED
// RUN: tilec run %s --entry loads_between --arg ones:f32:64 --arg iota:f32:64 --arg zeros:f32:64 --print | FileCheck %s --check-prefix=RUN-BETWEEN
// RUN: tilec run %s --entry relaxed_between --arg ones:f32:64 --arg iota:f32:64 --arg zeros:f32:64 --print | FileCheck %s --check-prefix=RUN-BETWEEN

// CHECK-LABEL: func.func @chain
// CHECK: scf.for
// CHECK-NOT: memref.store
// CHECK: %[[T:.*]] = arith.mulf
// CHECK-NOT: memref.store
// CHECK: %[[U:.*]] = arith.addf %[[T]],
// CHECK-NOT: memref.store
// CHECK: %[[V:.*]] = arith.subf %[[U]],
// CHECK-NEXT: memref.store %[[V]]
// CHECK-NEXT: } {tilec.elementwise}
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

  // The same with the later reader of %v another carried value's update in the loop body
  // itself: %v's update goes to a buffer of its own. Three rounds of w += v, v += 1 from v = i,
  // w = 0: v = i + 3, w = 3i + 3 (had the update of v written v's buffer, w would be 3i + 6).
  // RUN-LATER: result #0: tile<16xf32> = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]
  // RUN-LATER: result #1: tile<16xf32> = [3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48]
  testing$func @carried_read_later() -> (tile<16xf32>, tile<16xf32>) {
    %i = iota : tile<16xi32>
    %v0 = itof %i signed : tile<16xi32> -> tile<16xf32>
    %w0 = constant <f32: 0.0> : tile<16xf32>
    %one = constant <f32: 1.0> : tile<16xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %v, %w = for %k in (%c0 to %c3, step %c1) : tile<i32>
        iter_values(%vi = %v0, %wi = %w0) -> (tile<16xf32>, tile<16xf32>) {
      %v2 = addf %vi, %one : tile<16xf32>
      %w2 = addf %wi, %vi : tile<16xf32>
      continue %v2, %w2 : tile<16xf32>, tile<16xf32>
    }
    return %v, %w : tile<16xf32>, tile<16xf32>
  }

  // An intermediate value that a later op reads in memory keeps its stores (%u, read by the
  // reduce after the chain), and so does a splat constant that a non-elementwise op reads
  // (%zero, by the reshape); one that only elementwise ops read is a scalar (%two). Compared
  // with the interpreter, and by hand: with a = 1..64 and b = 2 (constants below), the chain
  // gives v = max(a*2 - 2, 0) * 2 = 4a - 4, sum(u) = sum(2a - 2) = 2*2080 - 128 = 4032.
  // CHECK-LABEL: func.func @kept
  // CHECK: scf.for
  // CHECK: %[[U:.*]] = arith.subf
  // CHECK-NEXT: memref.store %[[U]]
  // CHECK: } {tilec.elementwise}
  // RUN-KEPT: result #0: tile<64xf32> = [0, 4, 8, 12,
  // RUN-KEPT: result #1: tile<f32> = 4032
  // RUN-KEPT: result #2: tile<8x8xf32> = {{\[\[}}0, 0, 0, 0, 0, 0, 0, 0],
  testing$func @kept(%x: tile<64xf32>, %y: tile<64xf32>) -> (tile<64xf32>, tile<f32>, tile<8x8xf32>) {
    %iota = iota : tile<64xi32>
    %one = constant <i32: 1> : tile<64xi32>
    %n = addi %iota, %one : tile<64xi32>
    %a = itof %n signed : tile<64xi32> -> tile<64xf32>
    %two = constant <f32: 2.0> : tile<64xf32>
    %zero = constant <f32: 0.0> : tile<64xf32>
    %t = mulf %a, %two : tile<64xf32>
    %u = subf %t, %two : tile<64xf32>
    %r = maxf %u, %zero : tile<64xf32>
    %v = mulf %r, %two : tile<64xf32>
    %sum = reduce %u dim=0 identities=[0.0 : f32] : tile<64xf32> -> tile<f32>
      (%e: tile<f32>, %acc: tile<f32>) {
        %s = addf %e, %acc : tile<f32>
        yield %s : tile<f32>
      }
    %z = reshape %zero : tile<64xf32> -> tile<8x8xf32>
    return %v, %sum, %z : tile<64xf32>, tile<f32>, tile<8x8xf32>
  }

  // iota computes element i in iteration i, so it fuses with the elementwise ops after it and
  // its values are the loop index itself; the broadcast scalar's set-up between the loops moves
  // above them. One loop, whose only store is the result: x where the column is below n.
  // CHECK-LABEL: func.func @masked
  // CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step
  // CHECK-NOT: memref.store
  // CHECK: arith.index_castui %[[I]]
  // CHECK-NOT: memref.store
  // CHECK: arith.cmpi slt
  // CHECK-NOT: memref.store
  // CHECK: arith.select
  // CHECK-NEXT: memref.store
  // CHECK-NEXT: } {tilec.elementwise}
  // CHECK-NOT: scf.for
  // CHECK: return
  // RUN-MASKED: result #0: tile<64xf32> = [1, 1, 1, 1, 1, 0, 0,
  testing$func @masked(%x: tile<64xf32>, %n: tile<i32>) -> tile<64xf32> {
    %col = iota : tile<64xi32>
    %n1 = reshape %n : tile<i32> -> tile<1xi32>
    %nb = broadcast %n1 : tile<1xi32> -> tile<64xi32>
    %inside = cmpi less_than %col, %nb, signed : tile<64xi32> -> tile<64xi1>
    %zeros = constant <f32: 0.0> : tile<64xf32>
    %y = select %inside, %x, %zeros : tile<64xi1>, tile<64xf32>
    return %y : tile<64xf32>
  }

  // A weak view load between two elementwise ops (layernorm's loads of gamma and beta between
  // `%n = mulf ...` and `fma %n, ...`) touches no tile buffer an earlier op writes: it moves
  // above the first loop, the two fuse, and %n is never stored. Y = X * 2 + G.
  // CHECK-LABEL: func.func @loads_between
  // CHECK: call @tilec_rt_view_load
  // CHECK: call @tilec_rt_view_load
  // CHECK: scf.for
  // CHECK-NOT: memref.store
  // CHECK: arith.mulf
  // CHECK-NOT: memref.store
  // CHECK: arith.addf
  // CHECK-NEXT: memref.store
  // CHECK-NEXT: } {tilec.elementwise}
  // CHECK-NOT: } {tilec.elementwise}
  // CHECK: return
  // RUN-BETWEEN: %Y: f32[64] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65]
  entry @loads_between(%X: tile<ptr<f32>>, %G: tile<ptr<f32>>, %Y: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tvx = make_tensor_view %X, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %tvg = make_tensor_view %G, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %tvy = make_tensor_view %Y, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %px = make_partition_view %tvx : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>
    %pg = make_partition_view %tvg : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>
    %py = make_partition_view %tvy : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>
    %x, %t0 = load_view_tko weak %px[%c0] : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %two = constant <f32: 2.0> : tile<64xf32>
    %n = mulf %x, %two : tile<64xf32>
    %g, %t1 = load_view_tko weak %pg[%c0] : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %y = addf %n, %g : tile<64xf32>
    %t2 = store_view_tko weak %y, %py[%c0] : tile<64xf32>, partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }

  // A relaxed load keeps its place: the two ops stay two loops, and %n is stored.
  // CHECK-LABEL: func.func @relaxed_between
  // CHECK: arith.mulf
  // CHECK-NEXT: memref.store
  // CHECK-NEXT: } {tilec.elementwise}
  // CHECK: call @tilec_rt_view_load
  // CHECK: arith.addf
  // CHECK-NEXT: memref.store
  // CHECK-NEXT: } {tilec.elementwise}
  entry @relaxed_between(%X: tile<ptr<f32>>, %G: tile<ptr<f32>>, %Y: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tvx = make_tensor_view %X, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %tvg = make_tensor_view %G, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %tvy = make_tensor_view %Y, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %px = make_partition_view %tvx : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>
    %pg = make_partition_view %tvg : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>
    %py = make_partition_view %tvy : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>
    %x, %t0 = load_view_tko weak %px[%c0] : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %two = constant <f32: 2.0> : tile<64xf32>
    %n = mulf %x, %two : tile<64xf32>
    %g, %t1 = load_view_tko relaxed device %pg[%c0] : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %y = addf %n, %g : tile<64xf32>
    %t2 = store_view_tko weak %y, %py[%c0] : tile<64xf32>, partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
