// With -allow-unregistered-dialect, ops of unregistered dialects (test placeholders such as
// `"cond"() : () -> !cuda_tile.tile<i1>`; generic op types need the dialect prefix) may stand
// anywhere inside modules, entries and functions, at any depth; registered ops of other
// dialects are still rejected. Without the flag the parser rejects them.
// RUN: tilec-opt -allow-unregistered-dialect -split-input-file -verify-diagnostics %s | FileCheck %s
// RUN: not tilec-opt -split-input-file %s -o /dev/null 2>&1 | FileCheck --check-prefix=NOFLAG %s
// NOFLAG: error: operation being parsed with an unregistered dialect

// CHECK-LABEL: cuda_tile.module @m
cuda_tile.module @m {
  // CHECK: "test.item"() : () -> ()
  "test.item"() : () -> ()
  // CHECK: entry @k
  entry @k(%p: tile<ptr<f32>>) {
    // CHECK: %[[C:.*]] = "cond"() : () -> !cuda_tile.tile<i1>
    %c = "cond"() : () -> !cuda_tile.tile<i1>
    // CHECK: if %[[C]] {
    if %c {
      // CHECK: "test.nested"(%[[C]]) : (!cuda_tile.tile<i1>) -> ()
      "test.nested"(%c) : (!cuda_tile.tile<i1>) -> ()
    }
    // CHECK: %[[V:.*]] = "value"() : () -> !cuda_tile.tile<f32>
    %v = "value"() : () -> !cuda_tile.tile<f32>
    // CHECK: store_ptr_tko weak %{{.+}}, %[[V]]
    %t = store_ptr_tko weak %p, %v : tile<ptr<f32>>, tile<f32> -> token
    // CHECK: "test.region"() ({
    "test.region"() ({
      %i = "index"() : () -> !cuda_tile.tile<i32>
      "test.end"() : () -> ()
    }) : () -> ()
  }
  // CHECK: testing$func @f
  testing$func @f() -> tile<i1> {
    %c = "cond"() : () -> !cuda_tile.tile<i1>
    return %c : tile<i1>
  }
}

// -----

// CHECK-LABEL: testing$func @top
cuda_tile.testing$func @top() -> tile<i32> {
  // CHECK: "placeholder"() : () -> !cuda_tile.tile<i32>
  %x = "placeholder"() : () -> !cuda_tile.tile<i32>
  return %x : tile<i32>
}

// -----

// Registered ops of other dialects are not cuda_tile operations.
cuda_tile.module @m {
  entry @k() {
    %c = "cond"() : () -> !cuda_tile.tile<i1>
    // expected-error @below {{'arith.constant' op is not a cuda_tile operation: a 'cuda_tile.module' holds only cuda_tile operations}}
    %z = arith.constant 0 : i32
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{'func.func' op cannot be an item of 'cuda_tile.module': only 'entry', 'global' and 'testing$func' may appear at module level}}
  func.func @g() {
    return
  }
}

// -----

cuda_tile.testing$func @top() {
  // expected-error @below {{'arith.constant' op is not a cuda_tile operation: a 'cuda_tile.testing$func' holds only cuda_tile operations}}
  %z = arith.constant 0 : i32
  return
}
