// What no bytecode version can hold: foreign ops, other top-level ops, and op locations other
// than DILoc, file:line:col, unknown and call sites of these (tile-ir-bytecode.md §3.7, §5.4).
// RUN: tilec-translate -mlir-to-cudatilebc -split-input-file -verify-diagnostics -allow-unregistered-dialect %s -o /dev/null
// RUN: not tilec-translate -mlir-to-cudatilebc %S/Inputs/fused-location.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=FUSED
// RUN: not tilec-translate -mlir-to-cudatilebc %S/Inputs/name-location.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=NAME
// FUSED: error: unsupported location, got FusedLoc, expected DILocAttr or CallSiteLoc
// NAME: error: unsupported location, got NameLoc, expected DILocAttr or CallSiteLoc

cuda_tile.module @kernels {
  entry @k() {
    // expected-error @below {{only ops from the 'cuda_tile' dialect are allowed}}
    "test.op"() : () -> ()
    return
  }
}

// -----

cuda_tile.module @kernels {
  // expected-error @below {{only function and global ops are allowed in the body}}
  "test.item"() : () -> ()
}
