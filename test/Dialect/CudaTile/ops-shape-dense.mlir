// The dense literal `<E: LIT>` of constant and global (tile-ir-syntax.md §2 "Dense literal", §5):
// every element type, decimal and hex spellings, and MLIR's dense printing rules (splat
// collapse, i1 as true/false, signed decimal integers, `d.dddddde±XX` floats when exact, else
// the shortest exact decimal, NaN/Inf and point-less decimals as hex bit patterns).
// RUN: tilec-opt %s | FileCheck %s
// RUN: tilec-opt %s | tilec-opt | FileCheck %s
// RUN: tilec-opt -mlir-print-op-generic %s | tilec-opt | FileCheck %s

cuda_tile.module @m {
  testing$func @ints() {
    // i1: true/false and 1/0/-1.
    // CHECK: constant <i1: [true, false, true, true]> : tile<4xi1>
    %b = constant <i1: [true, false, 1, -1]> : tile<4xi1>
    // CHECK: constant <i1: false> : tile<2xi1>
    %f = constant <i1: [0, false]> : tile<2xi1>
    // Range is signed ∪ unsigned: 255 and -128 are both i8; printing is signed.
    // CHECK: constant <i8: [-1, -128, -128, 127]> : tile<4xi8>
    %i8 = constant <i8: [255, -128, 0x80, 127]> : tile<4xi8>
    // CHECK: constant <i16: -1> : tile<4xi16>
    %h = constant <i16: 0xFFFF> : tile<4xi16>
    // CHECK: constant <i32: [0, -2147483648, -1, 2147483647]> : tile<4xi32>
    %i32 = constant <i32: [0, 2147483648, 4294967295, 0x7FFFFFFF]> : tile<4xi32>
    // CHECK: constant <i64: [9223372036854775807, -9223372036854775808]> : tile<2xi64>
    %i64 = constant <i64: [9223372036854775807, -9223372036854775808]> : tile<2xi64>
    return
  }

  testing$func @floats() {
    // f16 -3.14159 is stored as -3.140625, which six digits re-read exactly.
    // CHECK: constant <f16: [-3.140630e+00, 9.997550e-02, 6.550400e+04, 5.960460e-08, 0x7C00, 0xFC00, 0x7E00, -0.000000e+00]> : tile<8xf16>
    %h = constant <f16: [-3.14159, 0.1, 65504.0, 6.0e-8, 1.0e10, 0xFC00, 0x7E00, -0.0]> : tile<8xf16>
    // CHECK: constant <bf16: [1.000980e-01, 3.004060e+38, 0x7F80, -9.984000e+04]> : tile<4xbf16>
    %bf = constant <bf16: [0.1, 3.0e38, 0x7F80, -1.0e5]> : tile<4xbf16>
    // Values six digits cannot express print as the shortest exact decimal; an integral value
    // without a decimal point prints in hex.
    // CHECK: constant <f32: [1.000000e-01, 3.40282347E+38, 1.401300e-45, 0xFF800000, 0x7FC00000, 0x4B800000, 2.71828175, 1.000000e-10]> : tile<8xf32>
    %f = constant <f32: [0.1, 3.4028234e38, 1.0e-45, 0xFF800000, 0x7FC00000, 16777217.0, 2.7182818284590451, 1.0e-10]> : tile<8xf32>
    // CHECK: constant <f64: [2.7182818284590451, 4.940660e-324, 0x7FF0000000000000, 123456789.12345679]> : tile<4xf64>
    %d = constant <f64: [2.7182818284590451, 4.9e-324, 0x7FF0000000000000, 123456789.123456789]> : tile<4xf64>
    // CHECK: constant <tf32: [9.997550e-02, 1.000000e+00, 0x7FC00, 9.987110e-40]> : tile<4xtf32>
    %t = constant <tf32: [0.1, 1.0, 0x7FC00, 1.0e-39]> : tile<4xtf32>
    // CHECK: constant <f8E4M3FN: [4.480000e+02, 1.015630e-01, 0x7F, -2.500000e+00]> : tile<4xf8E4M3FN>
    %e4 = constant <f8E4M3FN: [448.0, 0.1, 0x7F, -2.5]> : tile<4xf8E4M3FN>
    // CHECK: constant <f8E5M2: [5.734400e+04, 9.375000e-02, 0x7C, 0x7D]> : tile<4xf8E5M2>
    %e5 = constant <f8E5M2: [57344.0, 0.1, 0x7C, 0x7D]> : tile<4xf8E5M2>
    // CHECK: constant <f8E8M0FNU: [1.000000e+00, 5.000000e-01, 0xFF, 5.877470e-39, 1.701410e+38, 4.000000e+00, 1.000000e+00, 1.000000e+00]> : tile<8xf8E8M0FNU>
    %e8 = constant <f8E8M0FNU: [1.0, 0.5, 0xFF, 0x0, 0xFE, 3.0, 0x7F, 1.0]> : tile<8xf8E8M0FNU>
    // CHECK: constant <f4E2M1FN: [5.000000e-01, 6.000000e+00, -6.000000e+00, 6.000000e+00, -6.000000e+00, 1.500000e+00, 0.000000e+00, -0.000000e+00]> : tile<8xf4E2M1FN>
    %e2 = constant <f4E2M1FN: [0.5, 6.0, -6.0, 0x7, 0xF, 1.5, 0.25, -0.0]> : tile<8xf4E2M1FN>
    // CHECK: constant <f32: 0x7F800000> : tile<2x2xf32>
    %inf = constant <f32: 0x7F800000> : tile<2x2xf32>
    return
  }
}

// The generic form stores the value as a dense attribute over a tensor of the tile's shape.
// RUN: tilec-opt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// GENERIC: "cuda_tile.constant"() <{value = dense<[true, false, true, true]> : tensor<4xi1>}> : () -> !cuda_tile.tile<4xi1>
// GENERIC: "cuda_tile.constant"() <{value = dense<-1> : tensor<4xi16>}> : () -> !cuda_tile.tile<4xi16>
// GENERIC: "cuda_tile.global"() <{alignment = 16 : i64, constant, sym_name = "lut", symbol_visibility = #cuda_tile.symbol_visibility<private>, value = dense<[1, 2]> : tensor<2xi32>}> : () -> ()
cuda_tile.module @g {
  global private constant @lut alignment = 16 <i32: [1, 2]> : tile<2xi32>
}
