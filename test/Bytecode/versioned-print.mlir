// print_tko's token came in 13.2 (R3): at 13.1 the op is written as 13.1's `print`
// (55 00 <str> n args, no flags, no result) and read back as print_tko with a token that takes
// no value index, so the values defined after it keep their numbers.
// RUN: tilec-translate -mlir-to-cudatilebc -bytecode-version=13.1 %s | od -An -v -tx1 | tr -d ' \n' | FileCheck %s --check-prefix=V131
// RUN: tilec-translate -mlir-to-cudatilebc -bytecode-version=13.3 %s | od -An -v -tx1 | tr -d ' \n' | FileCheck %s --check-prefix=V133
// RUN: tilec-translate -mlir-to-cudatilebc -bytecode-version=13.1 %s | tilec-translate -cudatilebc-to-mlir | FileCheck %s --check-prefix=READ

// Types: #0 i32, #1 tile<i32>, #2 the signature, #3 token. Strings: #0 "k", #1 "%d".
// print "%d", v0; addi v0, v0 (overflow none); addi v1, v0; return.
// V131: 5500010100030100000003010001005c0000
// V133: 550103000101000301000000030100{{02|01}}00
// READ: entry @k(%[[A:.*]]: tile<i32>) {
// READ-NEXT: print_tko "%d", %[[A]] : tile<i32> -> token
// READ-NEXT: %[[B:.*]] = addi %[[A]], %[[A]] : tile<i32>
// READ-NEXT: addi %[[B]], %[[A]] : tile<i32>

cuda_tile.module @kernels {
  entry @k(%a: tile<i32>) {
    %t = print_tko "%d", %a : tile<i32> -> token
    %b = addi %a, %a : tile<i32>
    %c = addi %b, %a : tile<i32>
    return
  }
}
