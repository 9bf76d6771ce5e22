// A broadcast of a single element is read as a scalar by elementwise ops (no per-element loads
// of a broadcast buffer); its buffer is filled only when another kind of op reads it (here a
// reduce and a returned tile), and the fill disappears when nothing else does.
// RUN: tilec-opt --convert-cuda-tile-to-cpu %s | FileCheck %s
// RUN: tilec run --compare-interpreter %s --entry only_elementwise --arg 3.5 | FileCheck %s --check-prefix=ELEM
// RUN: tilec run --compare-interpreter %s --entry also_reduced --arg 2.0 | FileCheck %s --check-prefix=MIXED

// s is loaded once, never stored into a broadcast buffer, and added as a scalar.
// CHECK-LABEL: func.func @only_elementwise(
// CHECK: %[[S:.*]] = memref.load %{{.*}} : memref<1xf32>
// CHECK-NOT: memref.store %[[S]],
// CHECK: arith.addf %{{.*}}, %[[S]] : f32
// CHECK: return

// The fill stays for the reduce and the returned tile; the product still reads the scalar.
// CHECK-LABEL: func.func @also_reduced(
// CHECK: %[[T:.*]] = memref.load %{{.*}} : memref<1xf32>
// CHECK: memref.store %[[T]], %{{.*}}[%{{.*}}] : memref<8xf32>
// CHECK: arith.mulf %[[T]], %{{.*}} : f32

// iota(64) + 3.5: 3.5, 4.5, ..., 66.5.
// ELEM: result #0: tile<64xf32> = [3.5, 4.5, 5.5, {{.*}}, 65.5, 66.5]
// s · iota(8) = 2·[0..7]; the sum of eight 2s is 16; the broadcast itself is eight 2s.
// MIXED: result #0: tile<8xf32> = [0, 2, 4, 6, 8, 10, 12, 14]
// MIXED: result #1: tile<f32> = 16
// MIXED: result #2: tile<8xf32> = [2, 2, 2, 2, 2, 2, 2, 2]

cuda_tile.module @m {
  testing$func @only_elementwise(%s: tile<f32>) -> tile<64xf32> {
    %x = iota : tile<64xi32>
    %xf = itof %x signed : tile<64xi32> -> tile<64xf32>
    %s1 = reshape %s : tile<f32> -> tile<1xf32>
    %sb = broadcast %s1 : tile<1xf32> -> tile<64xf32>
    %y = addf %xf, %sb : tile<64xf32>
    return %y : tile<64xf32>
  }

  testing$func @also_reduced(%s: tile<f32>) -> (tile<8xf32>, tile<f32>, tile<8xf32>) {
    %x = iota : tile<8xi32>
    %xf = itof %x signed : tile<8xi32> -> tile<8xf32>
    %s1 = reshape %s : tile<f32> -> tile<1xf32>
    %sb = broadcast %s1 : tile<1xf32> -> tile<8xf32>
    %y = mulf %sb, %xf : tile<8xf32>
    %sum = reduce %sb dim=0 identities=[0.0 : f32] : tile<8xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
        %t = addf %e, %a : tile<f32>
        yield %t : tile<f32>
      }
    return %y, %sum, %sb : tile<8xf32>, tile<f32>, tile<8xf32>
  }
}
