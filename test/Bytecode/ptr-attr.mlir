// ptr_attr in 13.4 bytecode (tile-ir-13.4-13.5.md §1): pointers and tensor_views start with a
// flags varint whose bit 0 announces a ptr_attr byte at the end of the type (0 = none). A plain
// `ptr<i32>` keeps flags 0 and no byte. NVIDIA's 13.5 tileirdisasm reads these bytes as the same
// module; it refuses unicast (1) and multicast (2) in a 13.4 file, and so does tilec's writer.
// RUN: tilec-translate -test-cudatile-roundtrip -bytecode-version=13.4 %s | FileCheck %s
// RUN: tilec-translate -mlir-to-cudatilebc -bytecode-version=13.4 %s | od -An -v -tx1 | tr -d ' \n' | FileCheck %s --check-prefix=BYTES
// RUN: not tilec-translate -mlir-to-cudatilebc -bytecode-version=13.3 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=V133
// RUN: echo 'cuda_tile.module @m { entry @k(%%m: tile<ptr<f32, #cuda_tile.ptr_attr<multicast>>>) { return } }' \
// RUN:   | not tilec-translate -mlir-to-cudatilebc -bytecode-version=13.4 -o /dev/null 2>&1 | FileCheck %s --check-prefix=V135

// CHECK: entry @k(%arg0: tile<ptr<f32, <none>>>, %arg1: tile<ptr<i32>>) {
// CHECK: make_tensor_view %arg0, shape = [32, 32], strides = [32, 1] : tile<ptr<f32, <none>>> -> tensor_view<32x32xf32, strides=[32,1], #cuda_tile.ptr_attr<none>>
// CHECK: make_tensor_view %arg1, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>

// Types: f32 (07), ptr<f32, none> = 0C 01 00 00 (flags 1, pointee #0, ptr_attr 0), tile (0D),
// i32 (03), ptr<i32> = 0C 00 03 (flags 0, pointee #3), tile, i64 (04), a function type (10),
// then tensor_view<32x32xf32, ...> = 0E 01 00 | 02 [32, 32] | 02 [32, 1] | 00 (flags 1, f32,
// shape and strides as 8-byte integers, ptr_attr 0) and tensor_view<32xi32> = 0E 00 03 | 01 [32]
// | 01 [1] with no trailing byte.
// BYTES: 0d040000
// BYTES-SAME: 070c0100000d0100030c00030d040010020205000e010002200000000000000020000000000000000220000000000000000100000000000000000e00030120000000000000000101000000000000008109
// A 13.4 file whose ptr<f32> carries ptr_attr byte 2 (multicast): refused as NVIDIA's reader
// refuses it ("enum value 2 is not available in bytecode version 13.4").
// RUN: xxd -r -p %S/Inputs/invalid/ptr_attr_multicast_in_13_4.hex | not tilec-translate -cudatilebc-to-mlir 2>&1 | FileCheck %s --check-prefix=READ135
// READ135: error: Type section, offset {{[0-9]+}}: enum value 2 is not available in bytecode version 13.4
// V133: error: #cuda_tile.ptr_attr requires bytecode version 13.4+, targeting 13.3
// V135: error: #cuda_tile.ptr_attr<multicast> is Tile IR 13.5, which this bytecode writer cannot target (highest: 13.4)

cuda_tile.module @m {
  entry @k(%a: tile<ptr<f32, #cuda_tile.ptr_attr<none>>>, %b: tile<ptr<i32>>) {
    %t3 = make_tensor_view %a, shape = [32, 32], strides = [32, 1] : tile<ptr<f32, #cuda_tile.ptr_attr<none>>> -> tensor_view<32x32xf32, strides=[32,1], #cuda_tile.ptr_attr<none>>
    %t4 = make_tensor_view %b, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    return
  }
}

