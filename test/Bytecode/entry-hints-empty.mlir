// Like NVIDIA's reader (tile-ir-bytecode.md §3.5), ours gives every entry an
// `optimization_hints` attribute, an empty one when the function's flags (0x02 without 0x04)
// encode none. The printer omits empty hints, so only the generic form shows it, and
// bytecode -> text -> bytecode reproduces the original bytes.
// RUN: split-file %s %t
// RUN: tilec-translate -mlir-to-cudatilebc %t/two.mlir -o %t/two.tileirbc
// RUN: od -An -v -tx1 %t/two.tileirbc | tr -d ' \n' | FileCheck %s --check-prefix=FLAGS
// RUN: tilec-translate -cudatilebc-to-mlir -mlir-print-op-generic %t/two.tileirbc | FileCheck %s --check-prefix=GENERIC
// RUN: tilec-opt -mlir-print-op-generic < %t/two.tileirbc | FileCheck %s --check-prefix=GENERIC
// RUN: tilec-translate -cudatilebc-to-mlir %t/two.tileirbc | FileCheck %s --check-prefix=CUSTOM
// RUN: tilec-translate -mlir-to-cudatilebc %t/plain.mlir -o %t/plain.tileirbc
// RUN: tilec-translate -cudatilebc-to-mlir %t/plain.tileirbc | tilec-translate -mlir-to-cudatilebc -o %t/plain.again.tileirbc
// RUN: cmp %t/plain.tileirbc %t/plain.again.tileirbc
// Hints written empty (`optimization_hints=<>`: flags 06, then `0B 00`) read the same way;
// tileirdisasm 13.5 accepts these bytes and prints no hints either.
// RUN: tilec-translate -mlir-to-cudatilebc %t/empty.mlir -o %t/empty.tileirbc
// RUN: od -An -v -tx1 %t/empty.tileirbc | tr -d ' \n' | FileCheck %s --check-prefix=EMPTY-FLAGS
// RUN: tilec-translate -cudatilebc-to-mlir -mlir-print-op-generic %t/empty.tileirbc | FileCheck %s --check-prefix=EMPTY-GENERIC
// RUN: tilec-opt < %t/empty.tileirbc | FileCheck %s --check-prefix=EMPTY-CUSTOM

// The Func section: 2 functions; @plain is name 0, signature 2, flags 02 (entry, no hints),
// loc 0, a 3-byte body; @hinted has flags 06 and hints that start with the OptimizationHints
// tag 0B.
// FLAGS: 0200020200035c0000
// FLAGS-SAME: 010206000b01

// EMPTY-FLAGS: 0100000600{{0b00}}035c0000
// EMPTY-GENERIC: "cuda_tile.entry"() <{function_type = () -> (), optimization_hints = #cuda_tile.optimization_hints<>, sym_name = "k"}>
// EMPTY-CUSTOM: entry @k() {

// GENERIC: "cuda_tile.entry"() <{function_type = (!cuda_tile.tile<f32>) -> (), optimization_hints = #cuda_tile.optimization_hints<>, sym_name = "plain"}>
// GENERIC: "cuda_tile.entry"() <{function_type = (!cuda_tile.tile<f32>) -> (), optimization_hints = #cuda_tile.optimization_hints<sm_100 = {occupancy = 2{{( : i32)?}}}>, sym_name = "hinted"}>
// CUSTOM: entry @plain(%arg0: tile<f32>) {
// CUSTOM: entry @hinted(%arg0: tile<f32>) optimization_hints=<sm_100 = {occupancy = 2{{( : i32)?}}}> {

//--- two.mlir
cuda_tile.module @kernels {
  entry @plain(%x: tile<f32>) {
    return
  }
  entry @hinted(%x: tile<f32>) optimization_hints=<sm_100 = {occupancy = 2 : i32}> {
    return
  }
}

//--- plain.mlir
cuda_tile.module @kernels {
  entry @plain(%x: tile<f32>) {
    %y = addf %x, %x rounding<nearest_even> : tile<f32>
    return
  }
}

//--- empty.mlir
cuda_tile.module @kernels {
  entry @k() optimization_hints=<> {
    return
  }
}
