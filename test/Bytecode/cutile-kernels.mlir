// cuTile Python kernels with loops, reductions and mma (Inputs/cutile, see generate.py there)
// read back at 13.1, 13.3 and 13.4, and run.
// RUN: xxd -r -p %S/Inputs/cutile/matmul-13.1.hex | tilec-translate -cudatilebc-to-mlir | FileCheck %s --check-prefix=MATMUL
// RUN: xxd -r -p %S/Inputs/cutile/matmul-13.4.hex | tilec-translate -cudatilebc-to-mlir | FileCheck %s --check-prefix=MATMUL
// RUN: xxd -r -p %S/Inputs/cutile/softmax-13.1.hex | tilec-translate -cudatilebc-to-mlir | FileCheck %s --check-prefix=SOFTMAX
// RUN: xxd -r -p %S/Inputs/cutile/softmax-13.3.hex | tilec-translate -cudatilebc-to-mlir | FileCheck %s --check-prefix=SOFTMAX
// RUN: xxd -r -p %S/Inputs/cutile/clamp-13.4.hex | tilec-translate -cudatilebc-to-mlir | FileCheck %s --check-prefix=CLAMP

// A 2-D array parameter is a pointer, two sizes and two strides.
// RUN: xxd -r -p %S/Inputs/cutile/matmul-13.4.hex > %t.matmul.tileirbc
// RUN: tilec run %t.matmul.tileirbc --grid 2,2 --arg ones:f16:32x64 --arg 32 --arg 64 --arg 64 --arg 1 --arg ones:f16:64x32 --arg 64 --arg 32 --arg 32 --arg 1 --arg zeros:f32:32x32 --arg 32 --arg 32 --arg 32 --arg 1 --print | FileCheck %s --check-prefix=RUN-MATMUL
// RUN: xxd -r -p %S/Inputs/cutile/clamp-13.4.hex > %t.clamp.tileirbc
// RUN: tilec run %t.clamp.tileirbc --grid 1 --arg iota:f32:16 --arg 16 --arg 1 --arg zeros:f32:16 --arg 16 --arg 1 --print | FileCheck %s --check-prefix=RUN-CLAMP

// MATMUL: for %{{.*}} in (%{{.*}} to %{{.*}}, step %{{.*}}) : tile<i32> iter_values(%[[ACC:.*]] = %{{.*}}) -> (tile<16x16xf32>) {
// MATMUL: load_view_tko weak
// MATMUL: mmaf %{{.*}}, %{{.*}}, %[[ACC]] : tile<16x16xf16>, tile<16x16xf16>, tile<16x16xf32>
// MATMUL-NEXT: continue %{{.*}} : tile<16x16xf32>

// SOFTMAX: reduce %{{.*}} dim=1 identities=[0xFF800000 : f32] : tile<4x32xf32> -> tile<4xf32>
// SOFTMAX: maxf
// SOFTMAX: exp
// SOFTMAX: reduce %{{.*}} dim=1 identities=[0.000000e+00 : f32] : tile<4x32xf32> -> tile<4xf32>
// SOFTMAX: addf
// SOFTMAX: divf

// CLAMP: cmpf greater_than ordered %{{.*}}, %{{.*}} : tile<16xf32> -> tile<16xi1>
// CLAMP: select %{{.*}}, %{{.*}}, %{{.*}} : tile<16xi1>, tile<16xf32>

// RUN-MATMUL: %arg10: f32[32x32] = {{\[}}[64, 64, 64, ..., 64, 64, 64],
// RUN-CLAMP: %arg3: f32[16] = [0, 1, 2, {{.*}}, 15]
