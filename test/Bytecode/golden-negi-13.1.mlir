// The worked example of tile-ir-bytecode.md §7.1 (NVIDIA's fixture negi-op-13.1.tileirbc),
// written byte for byte at 13.1, and read back. Inputs/negi-op-13.1.hex is the §7.1 dump.
// RUN: tilec-translate -no-implicit-module -mlir-to-cudatilebc -bytecode-version=13.1 %s | od -An -v -tx1 | tr -d ' \n' | FileCheck %s --check-prefix=BYTES
// RUN: xxd -r -p %S/Inputs/negi-op-13.1.hex | tilec-translate -cudatilebc-to-mlir | FileCheck %s --check-prefix=READ
// RUN: xxd -r -p %S/Inputs/negi-op-13.1.hex | tilec-translate -cudatilebc-to-mlir | tilec-translate -no-implicit-module -mlir-to-cudatilebc -bytecode-version=13.1 | od -An -v -tx1 | tr -d ' \n' | FileCheck %s --check-prefix=BYTES
// At 13.2 each negi carries its overflow field (50 02 00 00), so the body grows to 14 bytes.
// RUN: tilec-translate -no-implicit-module -mlir-to-cudatilebc -bytecode-version=13.2 %s | od -An -v -tx1 | tr -d ' \n' | FileCheck %s --check-prefix=V132

// BYTES: {{^}}7f54696c654952000d010000821808cb01000002000c1002005002005002005c0000cbcbcbcbcbcb841908cbcbcbcbcb01cbcbcbcbcbcbcb0000000000000000080100000002000000851f0403cbcbcb000000000300000004000000100000030d01010200000000000000810d04cbcb01cbcbcb00000000626173696300{{$}}

// V132: {{^}}7f54696c654952000d020000821808cb01000002000e10020050020000500200005c0000cbcbcbcb841908

// READ: cuda_tile.module @kernels {
// READ-NEXT: entry @basic() {
// READ-NEXT: %[[C:.*]] = constant <i32: [1, 2]> : tile<2xi32>
// READ-NEXT: negi %[[C]] : tile<2xi32>
// READ-NEXT: negi %[[C]] : tile<2xi32>
// READ-NEXT: return

cuda_tile.module @kernels {
  entry @basic() {
    %c = constant <i32: [1, 2]> : tile<2xi32>
    %a = negi %c : tile<2xi32>
    %b = negi %c : tile<2xi32>
    return
  }
}
