// A kernel that does not verify is reported at its location and not run.
// RUN: not tilec run %s 2>&1 | FileCheck %s
// CHECK: tilec-run-parse-error.mlir:[[@LINE+2]]:{{[0-9]+}}: error: {{.*}}must be a positive power of two, got 3
cuda_tile.module @m {
  testing$func @f() -> tile<3xf32> {
    %a = constant <f32: 1.0> : tile<3xf32>
    return %a : tile<3xf32>
  }
}
