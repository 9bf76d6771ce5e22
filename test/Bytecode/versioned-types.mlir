// Encodings that changed between versions (tile-ir-bytecode.md §5.2): partition_view has a
// trailing presence byte before 13.3 and a leading flags varint from 13.3 on; globals have 4
// varints before 13.3 and 6 from 13.3 on (visibility, constant), which also read back.
// RUN: tilec-translate -mlir-to-cudatilebc -bytecode-version=13.1 %s | od -An -v -tx1 | tr -d ' \n' | FileCheck %s --check-prefix=V131
// RUN: tilec-translate -mlir-to-cudatilebc -bytecode-version=13.3 %s | od -An -v -tx1 | tr -d ' \n' | FileCheck %s --check-prefix=V133
// RUN: tilec-translate -test-cudatile-roundtrip -bytecode-version=13.3 %S/Inputs/globals-13.3.mlir | FileCheck %s --check-prefix=GLOBALS
// RUN: tilec-translate -mlir-to-cudatilebc -bytecode-version=13.3 %S/Inputs/globals-13.3.mlir | od -An -v -tx1 | tr -d ' \n' | FileCheck %s --check-prefix=GLOBALS-BYTES

// partition_view<tile=(1024), ...>: tile_shape [1024], the tensor_view, dim_map [0].
// V131: 0f0100040000{{..}}01000000000081
// V133: 0f000100040000{{..}}0100000000

// GLOBALS: global private @a <f32: 1.000000e+00> : tile<4xf32>
// GLOBALS: global constant @b alignment = 256 <i64: [1, 2]> : tile<2xi64>
// Global section: 2 globals of 6 varints: name, type, constant, alignment, visibility, constant.
// GLOBALS-BYTES: 7f54696c654952000d030000060e0200010000010001030180020001

cuda_tile.module @kernels {
  entry @k(%p: tile<ptr<f32>>) {
    %t = make_tensor_view %p, shape = [4096], strides = [1] : tensor_view<4096xf32, strides=[1]>
    %v = make_partition_view %t : partition_view<tile=(1024), tensor_view<4096xf32, strides=[1]>>
    return
  }
}
