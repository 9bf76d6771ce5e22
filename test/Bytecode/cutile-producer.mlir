// Bytecode written by NVIDIA's cuTile Python (Inputs/cutile, see generate.py there) at 13.1,
// 13.2, 13.3 and 13.4 reads back, with its debug info, and runs.
// RUN: xxd -r -p %S/Inputs/cutile/vadd-13.1.hex | tilec-translate -cudatilebc-to-mlir -mlir-print-debuginfo | FileCheck %s --check-prefixes=VADD,HINTS-SM90
// RUN: xxd -r -p %S/Inputs/cutile/vadd-13.2.hex | tilec-translate -cudatilebc-to-mlir -mlir-print-debuginfo | FileCheck %s --check-prefixes=VADD,HINTS-SM90
// RUN: xxd -r -p %S/Inputs/cutile/vadd-13.3.hex | tilec-translate -cudatilebc-to-mlir -mlir-print-debuginfo | FileCheck %s --check-prefixes=VADD,HINTS-DEFAULT
// RUN: xxd -r -p %S/Inputs/cutile/vadd-13.4.hex | tilec-translate -cudatilebc-to-mlir -mlir-print-debuginfo | FileCheck %s --check-prefixes=VADD,HINTS-DEFAULT
// RUN: xxd -r -p %S/Inputs/cutile/vadd-13.3.hex | tilec-translate -cudatilebc-to-mlir -mlir-print-debuginfo | FileCheck %s --check-prefix=DEBUG
// RUN: xxd -r -p %S/Inputs/cutile/scale-13.1.hex | tilec-translate -cudatilebc-to-mlir | FileCheck %s --check-prefix=SCALE
// RUN: xxd -r -p %S/Inputs/cutile/scale-13.4.hex | tilec-translate -cudatilebc-to-mlir | FileCheck %s --check-prefix=SCALE

// Each array parameter is a pointer, a size and a stride.
// RUN: xxd -r -p %S/Inputs/cutile/vadd-13.3.hex > %t.vadd.tileirbc
// RUN: tilec run %t.vadd.tileirbc --grid 4 --arg iota:f32:64 --arg 64 --arg 1 --arg iota:f32:64 --arg 64 --arg 1 --arg zeros:f32:64 --arg 64 --arg 1 --print | FileCheck %s --check-prefix=RUN-VADD
// RUN: xxd -r -p %S/Inputs/cutile/scale-13.1.hex > %t.scale.tileirbc
// RUN: tilec run %t.scale.tileirbc --grid 2 --arg iota:f32:32 --arg 32 --arg 1 --arg zeros:f32:32 --arg 32 --arg 1 --arg 0.5 --print | FileCheck %s --check-prefix=RUN-SCALE

// VADD: cuda_tile.module @kernels {
// VADD: entry @vadd_{{.*}}(%{{.*}}: tile<ptr<f32>>, %{{.*}}: tile<i32>, %{{.*}}: tile<i32>,
// HINTS-SM90-SAME: optimization_hints=<sm_90 = {}>
// HINTS-DEFAULT-SAME: optimization_hints=<default = {}>
// VADD: make_tensor_view
// VADD: get_tile_block_id
// VADD: load_view_tko weak %{{.*}}[%{{.*}}] token = %{{.*}} : partition_view<tile=(16), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<16xf32>, token
// VADD: addf %{{.*}}, %{{.*}} : tile<16xf32>
// VADD: store_view_tko weak


// DEBUG-DAG: #cuda_tile.di_subprogram<file = #{{.*}}, line = {{[0-9]+}}, name = "vadd", linkageName = "vadd_{{.*}}"
// DEBUG-DAG: #cuda_tile.di_loc<loc("{{.*}}.py":{{[0-9]+}}:{{[0-9]+}}) in #

// SCALE: entry @scale_{{.*}}, %{{.*}}: tile<f32>)
// SCALE: mulf
// SCALE-NEXT: exp %{{.*}} : tile<16xf32>

// RUN-VADD: %arg6: f32[64] = [0, 2, 4, {{.*}}, 122, 124, 126]
// RUN-SCALE: %arg3: f32[32] = [1, 1.6487212, 2.7182817,
