// The 13.4 UE5M3 type (fnv8E5M3FNU) is the simple type tag 130, written as the varint `82 01`
// (tile-ir-13.4-13.5.md §1); its constants are one byte per element. 13.3 cannot express it.
// NVIDIA's 13.5 tileirdisasm reads these bytes and prints the module as tilec does.
// RUN: tilec-translate -test-cudatile-roundtrip -bytecode-version=13.4 %s | FileCheck %s
// RUN: tilec-translate -mlir-to-cudatilebc -bytecode-version=13.4 %s | od -An -v -tx1 | tr -d ' \n' | FileCheck %s --check-prefix=BYTES
// RUN: tilec-translate -mlir-to-cudatilebc -bytecode-version=13.4 %s -o %t.tileirbc
// RUN: tilec-translate -cudatilebc-to-mlir %t.tileirbc | FileCheck %s
// RUN: not tilec-translate -mlir-to-cudatilebc -bytecode-version=13.3 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=V133

// CHECK: entry @k(%arg0: tile<ptr<fnv8E5M3FNU>>) {
// CHECK: %cst_fnv8E5M3FNU = constant <fnv8E5M3FNU: [5.000000e-01, 1.146880e+05, 0xFF, 7.629390e-06]> : tile<4xfnv8E5M3FNU>
// CHECK: %cst_2_fnv8E5M3FNU = constant <fnv8E5M3FNU: 2.000000e+00> : tile<4xfnv8E5M3FNU>
// CHECK: make_tensor_view %arg0, shape = [4], strides = [1] : tensor_view<4xfnv8E5M3FNU, strides=[1]>

// Constant data: 4 bytes, the encodings 70 FE FF 01; then 1 byte, the splat 80.
// BYTES: 0d040000
// BYTES-SAME: 0470feff010180
// Type section: fnv8E5M3FNU (82 01), then ptr<fnv8E5M3FNU> (0C, flags 00, pointee #0).
// BYTES-SAME: 82010c0000

// V133: error: type 'Float8E5M3FNU' requires bytecode version 13.4+, targeting 13.3

cuda_tile.module @kernels {
  entry @k(%p: tile<ptr<fnv8E5M3FNU>>) {
    %c = constant <fnv8E5M3FNU: [0.5, 114688.0, 0xFF, 0x01]> : tile<4xfnv8E5M3FNU>
    %s = constant <f8E5M3FNU: 2.0> : tile<4xfnv8E5M3FNU>
    %t = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xfnv8E5M3FNU, strides=[1]>
    return
  }
}
