// Bytes that NVIDIA's disassembler (tileirdisasm 13.5.37, run by hand via
// oracle/compare_with_nvidia.py; see Inputs/nvidia-checked/README) reads as this very module:
// i1 constants in the layout NVIDIA's reader decodes (a splat is one byte 00 or FF, other arrays
// are packed LSB-first; one byte per element is rejected by it) and entry hints with typed values.
// Our writer must produce exactly these bytes, and our reader must give them the same meaning.
// RUN: tilec-translate -mlir-to-cudatilebc -bytecode-version=13.3 %s | od -An -v -tx1 | tr -d ' \n' > %t.13.3
// RUN: tr -d ' \n' < %S/Inputs/nvidia-checked/i1-hints-13.3.hex | diff - %t.13.3
// RUN: tilec-translate -mlir-to-cudatilebc -bytecode-version=13.1 %s | od -An -v -tx1 | tr -d ' \n' > %t.13.1
// RUN: tr -d ' \n' < %S/Inputs/nvidia-checked/i1-hints-13.1.hex | diff - %t.13.1
// RUN: xxd -r -p %S/Inputs/nvidia-checked/i1-hints-13.3.hex | tilec-translate -cudatilebc-to-mlir | FileCheck %s
// RUN: xxd -r -p %S/Inputs/nvidia-checked/i1-hints-13.1.hex | tilec-translate -cudatilebc-to-mlir | FileCheck %s
// A one-byte buffer that is neither 00 nor FF holds packed bits, as NVIDIA's reader reads it:
// `01` for tile<2xi1> is [true, false] (the 13.1.6-13.3 "one byte per element" splat reading
// of §3.3 would make it [true, true]; NVIDIA's 13.5 reader does not).
// RUN: xxd -r -p %S/Inputs/nvidia-checked/i1-packed-01-13.3.hex | tilec-translate -cudatilebc-to-mlir | FileCheck %s --check-prefix=PACKED

// Typed hint values print without their type, as NVIDIA's disassembler prints them.
// CHECK: entry @k() optimization_hints=<sm_90 = {allow_tma = true, latency = -56, occupancy = 3}> {
// CHECK-NEXT: constant <i1: true> : tile<2xi1>
// CHECK-NEXT: constant <i1: [true, false, true, true]> : tile<4xi1>
// CHECK-NEXT: constant <i1: false> : tile<8xi1>
// CHECK-NEXT: constant <i1: true> : tile<i1>
// CHECK-NEXT: constant <i1: [true, false, false, false, false, false, false, false, false, true, false, false, false, false, true, true]> : tile<16xi1>
// CHECK-NEXT: constant <i1: true> : tile<16xi1>
// CHECK-NEXT: constant <i1: [true, false]> : tile<2xi1>
// CHECK-NEXT: return

// PACKED: constant <i1: [true, false]> : tile<2xi1>

cuda_tile.module @kernels {
  entry @k() optimization_hints=<sm_90 = {latency = -56 : i8, occupancy = 3 : i16, allow_tma = true}> {
    %c = constant <i1: true> : tile<2xi1>
    %d = constant <i1: [true, false, true, true]> : tile<4xi1>
    %e = constant <i1: false> : tile<8xi1>
    %f = constant <i1: true> : tile<i1>
    %g = constant <i1: [true, false, false, false, false, false, false, false, false, true, false, false, false, false, true, true]> : tile<16xi1>
    %h = constant <i1: true> : tile<16xi1>
    %i = constant <i1: [true, false]> : tile<2xi1>
    return
  }
}
