// Integer literals are read as 64-bit values; a wider integer type (i91) takes them
// sign-extended instead of crashing the parser (found by the parser fuzzer), and the verifier
// then judges the type as usual.
// RUN: tilec-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// CHECK: optimization_hints=<sm_100 = {num_worker_warps_per_cta = 7}>
cuda_tile.module @hints {
  entry @k() optimization_hints=<sm_100 = {num_worker_warps_per_cta = 7 : i91}> {
    return
  }
}

// -----

cuda_tile.module @identity {
  testing$func @f(%x: tile<4xi32>) -> tile<i32> {
    // expected-error @+1 {{identity #0 has type 'i91' but operand #0 has element type 'i32'}}
    %r = reduce %x dim=0 identities=[-5 : i91] : tile<4xi32> -> tile<i32>
      (%e: tile<i32>, %a: tile<i32>) {
        %s = addi %e, %a : tile<i32>
        yield %s : tile<i32>
      }
    return %r : tile<i32>
  }
}
