// `tilec run` and `tilec compile` find kernels in a `cuda_tile.module` inside a builtin
// `module { ... }`, the form tilec-opt prints: its output runs as its input does.
// RUN: tilec-opt %s -o %t.mlir
// RUN: FileCheck %s --check-prefix=PRINTED < %t.mlir
// RUN: tilec run %s --entry rows --grid 4 --arg zeros:i32:4x2 --print | FileCheck %s
// RUN: tilec run %t.mlir --entry rows --grid 4 --arg zeros:i32:4x2 --print | FileCheck %s
// RUN: tilec run --interpret %t.mlir --entry rows --grid 4 --arg zeros:i32:4x2 --print | FileCheck %s
// RUN: tilec run %t.mlir --entry twice --arg 21 | FileCheck %s --check-prefix=TWICE
// RUN: tilec compile %t.mlir --entry rows --emit=mlir | FileCheck %s --check-prefix=COMPILE
// RUN: not tilec run %t.mlir --entry missing 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: echo 'module { cuda_tile.module @empty { } }' > %t.empty.mlir
// RUN: not tilec run %t.empty.mlir 2>&1 | FileCheck %s --check-prefix=EMPTY

// PRINTED: module {
// PRINTED-NEXT: cuda_tile.module @m {
// The printed form names parameters %arg0, ...
// CHECK: %{{out|arg0}}: i32[4x2] = {{\[}}[0, 0],
// CHECK-NEXT: [1, 1],
// CHECK-NEXT: [2, 2],
// CHECK-NEXT: [3, 3]]
// TWICE: result #0: tile<i32> = 42
// COMPILE: func.func @tilec_kernel(
// MISSING: error: {{.*}} has no entry named 'missing' (it has rows, twice)
// EMPTY: error: {{.*}}.empty.mlir has no entry

module {
  cuda_tile.module @m {
    entry @rows(%out: tile<ptr<i32>>) {
      %bx, %by, %bz = get_tile_block_id : tile<i32>
      %tv = make_tensor_view %out, shape = [4, 2], strides = [2, 1] : tensor_view<4x2xi32, strides=[2,1]>
      %pv = make_partition_view %tv : partition_view<tile=(1x2), tensor_view<4x2xi32, strides=[2,1]>>
      %r = reshape %bx : tile<i32> -> tile<1x1xi32>
      %t = broadcast %r : tile<1x1xi32> -> tile<1x2xi32>
      %c0 = constant <i32: 0> : tile<i32>
      %tok = store_view_tko weak %t, %pv[%bx, %c0] : tile<1x2xi32>, partition_view<tile=(1x2), tensor_view<4x2xi32, strides=[2,1]>>, tile<i32> -> token
      return
    }
    testing$func @twice(%a: tile<i32>) -> tile<i32> {
      %r = addi %a, %a : tile<i32>
      return %r : tile<i32>
    }
  }
}
