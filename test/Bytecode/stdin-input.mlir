// Bytecode on stdin (`-`, or no file at all) is detected by its magic bytes as it is in a
// named file: tilec-opt, tilec run, tilec compile and tilec-translate -cudatilebc-to-mlir.
// RUN: tilec-translate -mlir-to-cudatilebc %tilec_src_root/examples/vadd.mlir -o %t.tileirbc
// RUN: tilec-opt < %t.tileirbc | FileCheck %s --check-prefix=OPT
// RUN: tilec-opt - < %t.tileirbc | FileCheck %s --check-prefix=OPT
// RUN: tilec-opt -o %t.opt.mlir < %t.tileirbc
// RUN: FileCheck %s --check-prefix=OPT < %t.opt.mlir
// Text on stdin still reads as text.
// RUN: tilec-opt < %tilec_src_root/examples/vadd.mlir | FileCheck %s --check-prefix=TEXT
// RUN: tilec run --entry vadd --grid 2 --arg iota:f32:1500 --arg iota:f32:1500 --arg zeros:f32:1500 --arg 1500 --print < %t.tileirbc | FileCheck %s --check-prefix=RESULT
// RUN: tilec run - --entry vadd --grid 2 --arg iota:f32:1500 --arg iota:f32:1500 --arg zeros:f32:1500 --arg 1500 --print < %t.tileirbc | FileCheck %s --check-prefix=RESULT
// RUN: tilec compile --entry vadd --emit=mlir < %t.tileirbc | FileCheck %s --check-prefix=COMPILE
// RUN: tilec compile - --entry vadd --emit=bytecode -o %t.again.tileirbc < %t.tileirbc
// RUN: cmp %t.tileirbc %t.again.tileirbc
// RUN: tilec-translate -cudatilebc-to-mlir < %t.tileirbc | FileCheck %s --check-prefix=OPT
// RUN: tilec-translate -cudatilebc-to-mlir - < %t.tileirbc | FileCheck %s --check-prefix=OPT
// Messages name stdin as the parser does.
// RUN: not tilec run --entry nope < %t.tileirbc 2>&1 | FileCheck %s --check-prefix=ENTRY

// Malformed bytecode on stdin gets the reader's error, naming <stdin>.
// RUN: xxd -r -p %S/Inputs/invalid/operand_out_of_bounds.hex > %t.bad.tileirbc
// RUN: not tilec-opt < %t.bad.tileirbc 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not tilec run --entry basic < %t.bad.tileirbc 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not tilec compile --entry basic < %t.bad.tileirbc 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not tilec-translate -cudatilebc-to-mlir < %t.bad.tileirbc 2>&1 | FileCheck %s --check-prefix=BAD

// A file starting with the magic's first byte (DEL, which no text starts with) is bytecode:
// a truncated or damaged magic is reported by the reader, not as a text syntax error.
// RUN: printf '\177Tile' > %t.short.tileirbc
// RUN: not tilec-opt < %t.short.tileirbc 2>&1 | FileCheck %s --check-prefix=SHORT
// RUN: not tilec-opt %t.short.tileirbc 2>&1 | FileCheck %s --check-prefix=SHORT
// RUN: not tilec run --entry k < %t.short.tileirbc 2>&1 | FileCheck %s --check-prefix=SHORT
// RUN: printf '\177ELF\002\001\001\000\000\000' > %t.elf
// RUN: not tilec-opt < %t.elf 2>&1 | FileCheck %s --check-prefix=ELF

// OPT: cuda_tile.module @kernels {
// OPT: entry @vadd(
// OPT: load_view_tko weak
// TEXT: cuda_tile.module @vadd_mod {
// RESULT: %arg2: f32[1500] = [0, 2, 4, ..., 2994, 2996, 2998]
// COMPILE: func.func
// ENTRY: tilec: error: <stdin> has no entry named 'nope' (it has vadd)
// BAD: <stdin>:0:0: error: Func section, offset 27: operand index 5 out of bounds
// SHORT: error: file header, offset 5: invalid magic number: the file is too short
// ELF: <stdin>:0:0: error: file header, offset 1: invalid magic number at position 1, got 69 expected 84
