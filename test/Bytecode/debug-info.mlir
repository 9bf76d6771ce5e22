// The debug section of tile-ir-bytecode.md §7.3 (verified against NVIDIA's writer), byte for
// byte, and DILoc / DISubprogram / DICompileUnit / DIFile read back.
// RUN: tilec-translate -mlir-to-cudatilebc -bytecode-version=13.3 %s | od -An -v -tx1 | tr -d ' \n' | FileCheck %s --check-prefix=BYTES
// RUN: tilec-translate -test-cudatile-roundtrip -mlir-print-debuginfo %s | FileCheck %s --check-prefix=READ
// The function table entry has loc = 01; the debug payload follows its 8-aligned header.
// BYTES: 010000020106100200{{5c0000}}
// BYTES-SAME: 01cbcbcb0000000003cbcbcbcbcbcbcb04000000000000000500000000000000060000000000000006cbcbcb000000000300000005000000{{0c000000}}110000001600000002010201010501080000020804030108030403010a0a0403010c05

#file = #cuda_tile.di_file<"debug_info.mlir" in "foo">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 8, name = "no_parameters", linkageName = "no_parameters", compileUnit = #cu, scopeLine = 8>

// READ: cuda_tile.module @kernels {
// READ: entry @no_parameters() {
// READ: constant <i32: 1> : tile<i32> loc(#[[L10:.*]])
// READ: return loc(#[[L12:.*]])
// READ: } loc(#[[L8:.*]])
// READ-DAG: #[[FILE:.*]] = #cuda_tile.di_file<"debug_info.mlir" in "foo">
// READ-DAG: #[[CU:.*]] = #cuda_tile.di_compile_unit<file = #[[FILE]]>
// READ-DAG: #[[SP:.*]] = #cuda_tile.di_subprogram<file = #[[FILE]], line = 8, name = "no_parameters", linkageName = "no_parameters", compileUnit = #[[CU]], scopeLine = 8>
// READ-DAG: #[[L8]] = #cuda_tile.di_loc<loc("debug_info.mlir":8:3) in #[[SP]]>
// READ-DAG: #[[L10]] = #cuda_tile.di_loc<loc("debug_info.mlir":10:10) in #[[SP]]>
// READ-DAG: #[[L12]] = #cuda_tile.di_loc<loc("debug_info.mlir":12:5) in #[[SP]]>
cuda_tile.module @kernels {
  entry @no_parameters() {
    %c = constant <i32: 1> : tile<i32> loc(#cuda_tile.di_loc<loc("debug_info.mlir":10:10) in #sp>)
    return loc(#cuda_tile.di_loc<loc("debug_info.mlir":12:5) in #sp>)
  } loc(#cuda_tile.di_loc<loc("debug_info.mlir":8:3) in #sp>)
}
