// A warning from a verifier must not crash the printer (found by the parser fuzzer: printing
// the op in the diagnostic re-verified it and recursed). Without -verify-diagnostics, the
// warning is printed and so is the module.
// RUN: tilec-opt %s 2>&1 | FileCheck %s

// CHECK: warning: 'cuda_tile.extract' op index 1 (2) is out of range: dimension 1 has 2 slices
// CHECK: cuda_tile.module @m
cuda_tile.module @m {
  testing$func @f(%x: tile<8x8xf32>) -> tile<4x4xf32> {
    %c0 = constant <i32: 0> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %s = extract %x[%c0, %c2] : tile<8x8xf32> -> tile<4x4xf32>
    return %s : tile<4x4xf32>
  }
}
