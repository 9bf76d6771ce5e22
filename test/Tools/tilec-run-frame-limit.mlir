// A kernel the CPU compiler cannot run is an error that says why, before anything runs: here its
// tile values need more than the 1 GiB of scratch a tile block may have.
// RUN: not tilec run --compare-interpreter %s --entry huge 2>&1 | FileCheck %s
// CHECK: tilec-run-frame-limit.mlir:[[# @LINE + 2]]:3: error: the tile values of this kernel need 1152 MiB of scratch per tile block, more than the 1024 MiB the CPU backend provides
cuda_tile.module @m {
  testing$func @huge() {
    %a0 = iota : tile<16777216xi64>
    %a1 = iota : tile<16777216xi64>
    %a2 = iota : tile<16777216xi64>
    %a3 = iota : tile<16777216xi64>
    %a4 = iota : tile<16777216xi64>
    %a5 = iota : tile<16777216xi64>
    %a6 = iota : tile<16777216xi64>
    %a7 = iota : tile<16777216xi64>
    %a8 = iota : tile<16777216xi64>
    return
  }
}
