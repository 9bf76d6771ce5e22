// `tilec compile` writes each stage of the CPU compilation of one kernel.
// RUN: tilec compile %s --entry sum --emit=mlir | FileCheck %s --check-prefix=MLIR
// RUN: tilec compile %s --entry sum --emit=llvm-dialect | FileCheck %s --check-prefix=DIALECT
// RUN: tilec compile %s --entry sum --emit=llvm | FileCheck %s --check-prefix=LLVM
// RUN: tilec compile %s --entry sum --emit=asm -o %t.s && FileCheck %s --check-prefix=ASM < %t.s
// RUN: tilec compile %s --entry sum --emit=obj -o %t.o && test -s %t.o
// RUN: tilec compile %s --entry sum -O0 --emit=llvm | FileCheck %s --check-prefix=LLVM
// RUN: not tilec compile %s --entry missing 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not tilec compile %s 2>&1 | FileCheck %s --check-prefix=SEVERAL
// RUN: not tilec compile %s --entry sum -O4 2>&1 | FileCheck %s --check-prefix=LEVEL
// RUN: tilec compile %s --entry sum --emit=mlir --reduce-order=sequential | FileCheck %s --check-prefix=MLIR
// RUN: not tilec compile %s --entry sum --reduce-order=tree 2>&1 | FileCheck %s --check-prefix=ORDER
// ORDER: error: --reduce-order expects partial-sums or sequential, got 'tree'

// MLIR: func.func @tilec_kernel(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: memref<?xi8>)
// MLIR: memref.alloca
// MLIR: cf.cond_br
// DIALECT: llvm.func @tilec_kernel
// DIALECT-NOT: memref.view
// LLVM: define void @tilec_kernel(ptr
// ASM: tilec_kernel:
// MISSING: error: {{.*}}tilec-compile.mlir has no entry named 'missing' (it has sum, other)
// SEVERAL: error: {{.*}}tilec-compile.mlir has several entries (sum, other); choose one with --entry
// LEVEL: error: -O expects a level from 0 to 3

cuda_tile.module @m {
  testing$func @sum(%n: tile<i32>) -> tile<16xi32> {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %init = constant <i32: 0> : tile<16xi32>
    %ones = constant <i32: 1> : tile<16xi32>
    %r = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%acc = %init) -> (tile<16xi32>) {
      continue %ones : tile<16xi32>
    }
    return %r : tile<16xi32>
  }
  testing$func @other() {
    return
  }
}
