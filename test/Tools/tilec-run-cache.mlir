// Compiled kernels are kept in $XDG_CACHE_HOME/tilec (an object file and its frame facts, named
// by a hash of the module, kernel, options, CPU and tilec binary); a second run reuses them and
// gives the same results; --no-cache neither reads nor writes the cache.
// RUN: rm -rf %t && mkdir -p %t/fresh %t/off
// RUN: env XDG_CACHE_HOME=%t/fresh tilec run --compare-interpreter %s --entry f | FileCheck %s
// RUN: ls %t/fresh/tilec | FileCheck %s --check-prefix=FILES
// RUN: env XDG_CACHE_HOME=%t/fresh tilec run --compare-interpreter %s --entry f | FileCheck %s
// RUN: ls %t/fresh/tilec | count 2
// RUN: env XDG_CACHE_HOME=%t/off tilec run --compare-interpreter %s --entry f --no-cache | FileCheck %s
// RUN: not ls %t/off/tilec

// CHECK: result #0: tile<4xi32> = [2, 3, 4, 5]
// FILES: {{^[0-9a-f]+}}.frame
// FILES-NEXT: {{^[0-9a-f]+}}.o
cuda_tile.module @m {
  testing$func @f() -> tile<4xi32> {
    %a = iota : tile<4xi32>
    %b = constant <i32: 2> : tile<4xi32>
    %c = addi %a, %b : tile<4xi32>
    return %c : tile<4xi32>
  }
}
