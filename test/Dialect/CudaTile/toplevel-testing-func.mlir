// A `testing$func` may stand at the top level of a file (conformance tests write it there) as
// well as in a `cuda_tile.module`; `entry` still needs a module. The CPU lowering takes
// top-level testing$funcs too, and `tilec run` runs them compiled and interpreted.
// RUN: split-file --leading-lines %s %t
// RUN: tilec-opt %t/valid.mlir | FileCheck %s
// RUN: tilec-opt %t/valid.mlir -mlir-print-op-generic | tilec-opt | FileCheck %s
// RUN: tilec-opt %t/valid.mlir --convert-cuda-tile-to-cpu | FileCheck %s --check-prefix=LOWERED
// RUN: tilec-opt %t/wrapped.mlir | FileCheck %s --check-prefix=WRAPPED
// RUN: tilec run --interpret %t/valid.mlir --entry add --arg 2 --arg iota:i32:4 | FileCheck %s --check-prefix=RESULT
// RUN: tilec run --compare-interpreter %t/valid.mlir --entry add --arg 2 --arg iota:i32:4 | FileCheck %s --check-prefix=RESULT
// RUN: tilec run --compare-interpreter %t/valid.mlir --entry inside --arg 5 | FileCheck %s --check-prefix=INSIDE
// RUN: tilec run --compare-interpreter %t/wrapped.mlir --entry wrapped | FileCheck %s --check-prefix=WRESULT
// RUN: tilec compile %t/valid.mlir --entry add --emit=mlir | FileCheck %s --check-prefix=COMPILE
// RUN: tilec-opt %t/invalid.mlir -split-input-file -verify-diagnostics -allow-unregistered-dialect

//--- valid.mlir
// CHECK-LABEL: cuda_tile.testing$func @add(%{{.*}}: tile<i32>, %{{.*}}: tile<4xi32>) -> tile<4xi32> {
// CHECK-NEXT: reshape
// CHECK-NEXT: broadcast
// CHECK-NEXT: addi
// CHECK-NEXT: return
// CHECK-LABEL: cuda_tile.module @m {
// CHECK-NEXT: testing$func @inside
// LOWERED: func.func @add(
// LOWERED: func.func @inside(
// LOWERED-NOT: cuda_tile.
// RESULT: result #0: tile<4xi32> = [2, 3, 4, 5]
// INSIDE: result #0: tile<i32> = 6
// COMPILE: func.func @tilec_kernel(
cuda_tile.testing$func @add(%s: tile<i32>, %v: tile<4xi32>) -> tile<4xi32> {
  %r = reshape %s : tile<i32> -> tile<1xi32>
  %b = broadcast %r : tile<1xi32> -> tile<4xi32>
  %sum = addi %v, %b : tile<4xi32>
  return %sum : tile<4xi32>
}

cuda_tile.module @m {
  testing$func @inside(%a: tile<i32>) -> tile<i32> {
    %c1 = constant <i32: 1> : tile<i32>
    %r = addi %a, %c1 : tile<i32>
    return %r : tile<i32>
  }
}

//--- wrapped.mlir
// In an explicit builtin module, as tilec-opt prints it.
// WRAPPED: module {
// WRAPPED-NEXT: cuda_tile.testing$func @wrapped() -> tile<i32> {
// WRESULT: result #0: tile<i32> = 7
module {
  cuda_tile.testing$func @wrapped() -> tile<i32> {
    %c7 = constant <i32: 7> : tile<i32>
    return %c7 : tile<i32>
  }
}

//--- invalid.mlir
cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'cuda_tile.testing$func' op failed to verify that its parent is a 'cuda_tile.module' or the top level of the file}}
    testing$func @nested() {
      return
    }
  }
}

// -----

// expected-error @below {{'cuda_tile.entry' op expects parent op 'cuda_tile.module'}}
cuda_tile.entry @k() {
}

// -----

cuda_tile.testing$func @f() {
  // expected-error @below {{'arith.constant' op is not a cuda_tile operation: a 'cuda_tile.testing$func' holds only cuda_tile operations}}
  %z = arith.constant 0 : i32
  return
}

// -----

"test.wrapper"() ({
  // expected-error @below {{'cuda_tile.testing$func' op failed to verify that its parent is a 'cuda_tile.module' or the top level of the file}}
  cuda_tile.testing$func @f() {
    return
  }
}) : () -> ()
