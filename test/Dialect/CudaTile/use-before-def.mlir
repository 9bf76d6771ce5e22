// A value used in an op's own operand list but defined inside that op's regions is out of scope
// where it is used: the parser reports "use of undeclared SSA value name" at the use (operands
// are resolved after the regions, as MLIR's scf.for does), not a later verifier error.
// RUN: tilec-opt -split-input-file -verify-diagnostics %s | FileCheck %s

// CHECK-LABEL: testing$func @defined_before
cuda_tile.module @m {
  testing$func @defined_before(%n: tile<i32>, %b: tile<i1>) -> tile<f32> {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %z = constant <f32: 0.0> : tile<f32>
    // CHECK: for %{{.+}} in (%{{.+}} to %{{.+}}, step %{{.+}}) : tile<i32> iter_values(%{{.+}} = %{{.+}}) -> (tile<f32>)
    %r = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%acc = %z) -> (tile<f32>) {
      %s = addf %acc, %z : tile<f32>
      continue %s : tile<f32>
    }
    // CHECK: loop iter_values(%{{.+}} = %{{.+}}) : tile<f32> -> tile<f32>
    %l = loop iter_values(%x = %r) : tile<f32> -> tile<f32> {
      break %x : tile<f32>
    }
    // CHECK: if %{{.+}} -> (tile<f32>)
    %v = if %b -> (tile<f32>) {
      yield %l : tile<f32>
    } else {
      yield %z : tile<f32>
    }
    return %v : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    // expected-error @below {{use of undeclared SSA value name}}
    %r = for %i in (%c0 to %c1, step %c1) : tile<i32> iter_values(%acc = %z) -> (tile<f32>) {
      %z = constant <f32: 0.0> : tile<f32>
      continue %z : tile<f32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @below {{use of undeclared SSA value name}}
    for %i in (%c0 to %n, step %c0) : tile<i32> {
      %n = constant <i32: 4> : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{use of undeclared SSA value name}}
    %r = loop iter_values(%acc = %z) : tile<f32> -> tile<f32> {
      %z = constant <f32: 0.0> : tile<f32>
      break %z : tile<f32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{use of undeclared SSA value name}}
    if %c {
      %c = constant <i1: true> : tile<i1>
    }
    return
  }
}

// -----

// A value defined after the op in the same block is in scope but does not dominate the use.
cuda_tile.module @m {
  testing$func @f() {
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @below {{operand #3 does not dominate this use}}
    %r = for %i in (%c0 to %c0, step %c0) : tile<i32> iter_values(%acc = %later) -> (tile<i32>) {
      continue %acc : tile<i32>
    }
    // expected-note @below {{operand defined here (op in the same block)}}
    %later = constant <i32: 0> : tile<i32>
    return
  }
}
