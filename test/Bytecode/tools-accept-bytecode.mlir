// tilec run, tilec-opt and tilec compile take .tileirbc files (detected by the magic bytes),
// and `tilec compile --emit=bytecode` writes the same bytes as tilec-translate.
// RUN: tilec-translate -mlir-to-cudatilebc %tilec_src_root/examples/vadd.mlir -o %t.tileirbc
// RUN: tilec run %t.tileirbc --entry vadd --grid 2 --arg iota:f32:1500 --arg iota:f32:1500 --arg zeros:f32:1500 --arg 1500 --print | FileCheck %s --check-prefix=RESULT
// RUN: tilec-opt %t.tileirbc | FileCheck %s --check-prefix=OPT
// RUN: tilec compile %tilec_src_root/examples/vadd.mlir --entry vadd --emit=bytecode -o %t.compiled.tileirbc
// RUN: cmp %t.tileirbc %t.compiled.tileirbc
// RUN: tilec compile %t.tileirbc --entry vadd --emit=mlir | FileCheck %s --check-prefix=COMPILE

// RUN: xxd -r -p %S/Inputs/invalid/operand_out_of_bounds.hex > %t.bad.tileirbc
// RUN: not tilec run %t.bad.tileirbc --entry basic 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not tilec-opt %t.bad.tileirbc 2>&1 | FileCheck %s --check-prefix=BAD

// RESULT: %arg2: f32[1500] = [0, 2, 4, ..., 2994, 2996, 2998]
// OPT: cuda_tile.module @kernels {
// OPT: entry @vadd(
// OPT: load_view_tko weak
// COMPILE: func.func
// BAD: bad.tileirbc:0:0: error: Func section, offset 27: operand index 5 out of bounds
