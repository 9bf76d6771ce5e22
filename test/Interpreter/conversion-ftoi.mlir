// ftoi (tile-ir-ops.md §2.6, §3.5): truncation toward zero, read into a signed or unsigned
// integer. NaN, infinities and values whose truncation does not fit give a result that must
// not be used (§1.5: using it is UB, converting is not), so ftoi itself never fails: such an
// element saturates to the nearest bound and NaN becomes 0 (PTX cvt.rzi), checked or not.
// RUN: tilec run %s --entry to_i32 | FileCheck %s --check-prefix=I32
// RUN: tilec run %s --entry to_i64 | FileCheck %s --check-prefix=I64
// RUN: tilec run %s --entry narrow_types | FileCheck %s --check-prefix=NARROW
// RUN: tilec run %s --entry small_formats | FileCheck %s --check-prefix=SMALL
// RUN: tilec run %s --entry nan | FileCheck %s --check-prefix=NAN
// NAN: result #0: tile<2xi32> = [1, 0]
// RUN: tilec run %s --entry inf | FileCheck %s --check-prefix=INF
// INF: result #0: tile<2xi32> = [2147483647, 1]
// RUN: tilec run %s --entry too_big | FileCheck %s --check-prefix=BIG
// BIG: result #0: tile<2xi32> = [2147483520, 2147483647]
// RUN: tilec run %s --entry negative_unsigned | FileCheck %s --check-prefix=NEGU
// NEGU: result #0: tile<2xi32> = [0, 0]
// RUN: tilec run %s --entry below_i8 | FileCheck %s --check-prefix=LOW8
// LOW8: result #0: tile<2x2xi8> = {{\[}}[1, 2],
// LOW8-NEXT: [-128, -128]]
// 256 saturates to the unsigned maximum 255, which prints as -1.
// RUN: tilec run %s --entry above_u8 | FileCheck %s --check-prefix=HIGHU8
// HIGHU8: result #0: tile<i8> = -1{{$}}
// Signed i1 holds -1 (true) and 0 (false): 1.0 saturates to 0.
// RUN: tilec run %s --entry i1_signed | FileCheck %s --check-prefix=I1
// I1: result #0: tile<2xi1> = [true, false]
// RUN: tilec run %s --entry i64_edge | FileCheck %s --check-prefix=EDGE64
// EDGE64: result #0: tile<2xi64> = [-9223372036854775808, 9223372036854775807]
// RUN: tilec run %s --entry e8m0_nan | FileCheck %s --check-prefix=E8NAN
// E8NAN: result #0: tile<2xi32> = [1, 0]
// RUN: tilec run %s --entry e5m2_inf | FileCheck %s --check-prefix=E5INF
// E5INF: result #0: tile<2xi16> = [-32768, 1]
// RUN: tilec run %s --entry saturating | FileCheck %s --check-prefix=SATURATE
// RUN: tilec run %s --entry saturating --unchecked | FileCheck %s --check-prefix=SATURATE
// A kernel that quantizes a 6-element buffer through an 8-element tile: lanes 6 and 7 of the
// load are out of bounds and hold unspecified values (the interpreter's pattern 0xCDCDCDCD,
// -4.3e8 as f32, far outside i8), which ftoi converts and the store then skips. The program is
// valid, so checked mode runs it through.
// RUN: tilec run %s --entry quantize_partial_tile --arg iota:f32:6 --arg zeros:i8:6 --print \
// RUN:   | FileCheck %s --check-prefix=PARTIAL
// PARTIAL: %q: i8[6] = [0, 1, 2, 3, 4, 5]

cuda_tile.module @m {
  // Toward zero: 1.9 -> 1, -1.9 -> -1, -0.99 -> 0. 2^31 - 128 is the largest f32 below 2^31.
  // I32: result #0: tile<8xi32> = [1, -1, 0, 2147483520, -2147483648, 0, 0, 100]
  // Unsigned: 2^32 - 256 prints as -256; -0.5 truncates to -0, which fits.
  // I32: result #1: tile<4xi32> = [-256, 0, 3, -2147483648]
  // f64 just inside the i32 range on both ends.
  // I32: result #2: tile<2xi32> = [-2147483648, 2147483647]
  testing$func @to_i32() -> (tile<8xi32>, tile<4xi32>, tile<2xi32>) {
    %a = constant <f32: [1.9, -1.9, -0.0, 2147483520.0, -2147483648.0, 0.5, -0.99, 100.5]>
        : tile<8xf32>
    %0 = ftoi %a signed : tile<8xf32> -> tile<8xi32>
    %b = constant <f32: [4294967040.0, -0.5, 3.99, 2147483648.0]> : tile<4xf32>
    %1 = ftoi %b unsigned : tile<4xf32> -> tile<4xi32>
    %c = constant <f64: [-2147483648.9, 2147483647.9]> : tile<2xf64>
    %2 = ftoi %c signed : tile<2xf64> -> tile<2xi32>
    return %0, %1, %2 : tile<8xi32>, tile<4xi32>, tile<2xi32>
  }

  // -2^63 fits; 2^63 - 1024 is the largest f64 below 2^63.
  // I64: result #0: tile<2xi64> = [-9223372036854775808, 9223372036854774784]
  // Unsigned 2^64 - 2048 prints as -2048; 1e19 as 1e19 - 2^64.
  // I64: result #1: tile<2xi64> = [-2048, -8446744073709551616]
  // bf16 2^62 and -2^63.
  // I64: result #2: tile<2xi64> = [4611686018427387904, -9223372036854775808]
  testing$func @to_i64() -> (tile<2xi64>, tile<2xi64>, tile<2xi64>) {
    %a = constant <f64: [-9223372036854775808.0, 9223372036854774784.0]> : tile<2xf64>
    %0 = ftoi %a signed : tile<2xf64> -> tile<2xi64>
    %b = constant <f64: [18446744073709549568.0, 1.0e19]> : tile<2xf64>
    %1 = ftoi %b unsigned : tile<2xf64> -> tile<2xi64>
    %c = constant <bf16: [4611686018427387904.0, -9223372036854775808.0]> : tile<2xbf16>
    %2 = ftoi %c signed : tile<2xbf16> -> tile<2xi64>
    return %0, %1, %2 : tile<2xi64>, tile<2xi64>, tile<2xi64>
  }

  // f16 127.5 -> 127; -128.9 is f16 -128.875 -> -128; 65504 unsigned i16 prints -32.
  // NARROW: result #0: tile<2xi8> = [127, -128]
  // NARROW: result #1: tile<2xi16> = [-32, 0]
  // Signed i1 holds -1 (true) and 0: -1.5 -> -1, -0.7 -> 0; unsigned: 1.99 -> 1, 0.99 -> 0.
  // NARROW: result #2: tile<4xi1> = [true, false, true, false]
  // NARROW: result #3: tile<2xi1> = [true, false]
  testing$func @narrow_types() -> (tile<2xi8>, tile<2xi16>, tile<4xi1>, tile<2xi1>) {
    %a = constant <f16: [127.5, -128.9]> : tile<2xf16>
    %0 = ftoi %a signed : tile<2xf16> -> tile<2xi8>
    %b = constant <f16: [65504.0, 0.3]> : tile<2xf16>
    %1 = ftoi %b unsigned : tile<2xf16> -> tile<2xi16>
    %c = constant <f32: [-1.0, 0.5, -1.5, -0.7]> : tile<4xf32>
    %2 = ftoi %c signed : tile<4xf32> -> tile<4xi1>
    %d = constant <f32: [1.99, 0.99]> : tile<2xf32>
    %3 = ftoi %d unsigned : tile<2xf32> -> tile<2xi1>
    return %0, %1, %2, %3 : tile<2xi8>, tile<2xi16>, tile<4xi1>, tile<2xi1>
  }

  // e4m3 +-448, 2^-9 -> 0, -1.5 -> -1.
  // SMALL: result #0: tile<4xi16> = [448, -448, 0, -1]
  // e2m1: 6, -0.5 -> 0, 1.5 -> 1, -6.
  // SMALL: result #1: tile<4xi8> = [6, 0, 1, -6]
  // e8m0 (bits 0x89, 0x00, 0x9E, 0x7F): 2^10, 2^-127 -> 0, 2^31 (unsigned, prints MIN), 1.
  // SMALL: result #2: tile<4xi32> = [1024, 0, -2147483648, 1]
  // tf32: 1000.7 rounds to 1000.5 in ftof, then truncates to 1000.
  // SMALL: result #3: tile<2xi32> = [1000, -3]
  testing$func @small_formats() -> (tile<4xi16>, tile<4xi8>, tile<4xi32>, tile<2xi32>) {
    %a = constant <f8E4M3FN: [448.0, -448.0, 0.001953125, -1.5]> : tile<4xf8E4M3FN>
    %0 = ftoi %a signed : tile<4xf8E4M3FN> -> tile<4xi16>
    %b = constant <f4E2M1FN: [6.0, -0.5, 1.5, -6.0]> : tile<4xf4E2M1FN>
    %1 = ftoi %b signed : tile<4xf4E2M1FN> -> tile<4xi8>
    %c = constant <i8: [-119, 0, -98, 127]> : tile<4xi8>
    %e8 = bitcast %c : tile<4xi8> -> tile<4xf8E8M0FNU>
    %2 = ftoi %e8 unsigned : tile<4xf8E8M0FNU> -> tile<4xi32>
    %d = constant <f32: [1000.7, -3.5]> : tile<2xf32>
    %t = ftof %d : tile<2xf32> -> tile<2xtf32>
    %3 = ftoi %t signed : tile<2xtf32> -> tile<2xi32>
    return %0, %1, %2, %3 : tile<4xi16>, tile<4xi8>, tile<4xi32>, tile<2xi32>
  }

  testing$func @nan() -> tile<2xi32> {
    %a = constant <f32: [1.0, 0x7FC00000]> : tile<2xf32>
    %r = ftoi %a signed : tile<2xf32> -> tile<2xi32>
    return %r : tile<2xi32>
  }
  testing$func @inf() -> tile<2xi32> {
    %a = constant <f32: [0x7F800000, 1.0]> : tile<2xf32>
    %r = ftoi %a signed : tile<2xf32> -> tile<2xi32>
    return %r : tile<2xi32>
  }
  // 2^31 is one past MAX.
  testing$func @too_big() -> tile<2xi32> {
    %a = constant <f32: [2147483520.0, 2147483648.0]> : tile<2xf32>
    %r = ftoi %a signed : tile<2xf32> -> tile<2xi32>
    return %r : tile<2xi32>
  }
  // -0.9 truncates to -0 and fits; -1 does not.
  testing$func @negative_unsigned() -> tile<2xi32> {
    %a = constant <f32: [-0.9, -1.0]> : tile<2xf32>
    %r = ftoi %a unsigned : tile<2xf32> -> tile<2xi32>
    return %r : tile<2xi32>
  }
  // -128.9 truncates to -128 (fits), -129.5 to -129 (does not).
  testing$func @below_i8() -> tile<2x2xi8> {
    %a = constant <f32: [[1.0, 2.0], [-128.9, -129.5]]> : tile<2x2xf32>
    %r = ftoi %a signed : tile<2x2xf32> -> tile<2x2xi8>
    return %r : tile<2x2xi8>
  }
  testing$func @above_u8() -> tile<i8> {
    %a = constant <f32: 256.0> : tile<f32>
    %r = ftoi %a unsigned : tile<f32> -> tile<i8>
    return %r : tile<i8>
  }
  // Signed i1 has no +1.
  testing$func @i1_signed() -> tile<2xi1> {
    %a = constant <f32: [-1.0, 1.0]> : tile<2xf32>
    %r = ftoi %a signed : tile<2xf32> -> tile<2xi1>
    return %r : tile<2xi1>
  }
  // 2^63 as f64 is one past the i64 maximum.
  testing$func @i64_edge() -> tile<2xi64> {
    %a = constant <f64: [-9223372036854775808.0, 9223372036854775808.0]> : tile<2xf64>
    %r = ftoi %a signed : tile<2xf64> -> tile<2xi64>
    return %r : tile<2xi64>
  }
  testing$func @e8m0_nan() -> tile<2xi32> {
    %a = constant <i8: [127, -1]> : tile<2xi8>
    %e = bitcast %a : tile<2xi8> -> tile<2xf8E8M0FNU>
    %r = ftoi %e unsigned : tile<2xf8E8M0FNU> -> tile<2xi32>
    return %r : tile<2xi32>
  }
  // e5m2 0xFC is -inf.
  testing$func @e5m2_inf() -> tile<2xi16> {
    %a = constant <i8: [-4, 60]> : tile<2xi8>
    %e = bitcast %a : tile<2xi8> -> tile<2xf8E5M2>
    %r = ftoi %e signed : tile<2xf8E5M2> -> tile<2xi16>
    return %r : tile<2xi16>
  }

  // Saturation to the nearest bound, NaN -> 0; unsigned -1 -> 0, 1e10 -> 255 (prints -1).
  // SATURATE: result #0: tile<4xi32> = [0, 2147483647, -2147483648, 2147483647]
  // SATURATE: result #1: tile<4xi8> = [0, -1, 0, 0]
  testing$func @saturating() -> (tile<4xi32>, tile<4xi8>) {
    %a = constant <f32: [0x7FC00000, 0x7F800000, 0xFF800000, 3.0e9]> : tile<4xf32>
    %0 = ftoi %a signed : tile<4xf32> -> tile<4xi32>
    %b = constant <f32: [-1.0, 1.0e10, 0x7FC00000, 0xFF800000]> : tile<4xf32>
    %1 = ftoi %b unsigned : tile<4xf32> -> tile<4xi8>
    return %0, %1 : tile<4xi32>, tile<4xi8>
  }

  entry @quantize_partial_tile(%x: tile<ptr<f32>>, %q: tile<ptr<i8>>) {
    %tx = make_tensor_view %x, shape = [6], strides = [1] : tensor_view<6xf32, strides=[1]>
    %tq = make_tensor_view %q, shape = [6], strides = [1] : tensor_view<6xi8, strides=[1]>
    %px = make_partition_view %tx : partition_view<tile=(8), tensor_view<6xf32, strides=[1]>>
    %pq = make_partition_view %tq : partition_view<tile=(8), tensor_view<6xi8, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %v, %t0 = load_view_tko weak %px[%c0]
        : partition_view<tile=(8), tensor_view<6xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
    %i = ftoi %v signed : tile<8xf32> -> tile<8xi8>
    %t1 = store_view_tko weak %i, %pq[%c0]
        : tile<8xi8>, partition_view<tile=(8), tensor_view<6xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}
