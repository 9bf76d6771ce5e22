// bitcast (same bit width, bits unchanged) and the pointer conversions int_to_ptr, ptr_to_int,
// ptr_to_ptr (the address unchanged) from tile-ir-ops.md §3.5 and §2.6.
// RUN: tilec run %s --entry float_to_int | FileCheck %s --check-prefix=F2I
// RUN: tilec run %s --entry int_to_float | FileCheck %s --check-prefix=I2F
// RUN: tilec run %s --entry eight_bit | FileCheck %s --check-prefix=BYTE
// RUN: tilec run %s --entry same_type | FileCheck %s --check-prefix=SAME
// RUN: tilec run %s --entry pointers | FileCheck %s --check-prefix=PTR

cuda_tile.module @m {
  // f32 1.0 = 0x3F800000, -0.0 = 0x80000000, inf = 0x7F800000, the canonical NaN 0x7FC00000.
  // F2I: result #0: tile<4xi32> = [1065353216, -2147483648, 2139095040, 2143289344]
  // f64 1.0 = 0x3FF0000000000000, -2.0 = 0xC000000000000000.
  // F2I: result #1: tile<2xi64> = [4607182418800017408, -4611686018427387904]
  // f16 -2.0 = 0xC000, 1.0 = 0x3C00; bf16 1.0 = 0x3F80, -inf = 0xFF80.
  // F2I: result #2: tile<2xi16> = [-16384, 15360]
  // F2I: result #3: tile<2xi16> = [16256, -128]
  testing$func @float_to_int() -> (tile<4xi32>, tile<2xi64>, tile<2xi16>, tile<2xi16>) {
    %f = constant <f32: [1.0, -0.0, 0x7F800000, 0x7FC00000]> : tile<4xf32>
    %0 = bitcast %f : tile<4xf32> -> tile<4xi32>
    %d = constant <f64: [1.0, -2.0]> : tile<2xf64>
    %1 = bitcast %d : tile<2xf64> -> tile<2xi64>
    %h = constant <f16: [-2.0, 1.0]> : tile<2xf16>
    %2 = bitcast %h : tile<2xf16> -> tile<2xi16>
    %b = constant <bf16: [1.0, 0xFF80]> : tile<2xbf16>
    %3 = bitcast %b : tile<2xbf16> -> tile<2xi16>
    return %0, %1, %2, %3 : tile<4xi32>, tile<2xi64>, tile<2xi16>, tile<2xi16>
  }

  // 0x3DCCCCCD is f32 0.1, 0xFF800000 -inf, 1 the smallest subnormal 2^-149 (~1.4e-45).
  // I2F: result #0: tile<4xf32> = [0.1, 1, -inf, 1e-45]
  // As f16: 0xFFFF is a NaN, 0x7C00 inf, 0x8000 -0, 0x3F80 = 1 + 896/1024 = 1.875.
  // I2F: result #1: tile<4xf16> = [nan, inf, -0, 1.875]
  // The same bits as bf16: 0xFFFF NaN, 0x7C00 = 2^(248-127) = 2^121 = 2.6585e36 (3 digits
  // read back), 0x8000 -0, 0x3F80 = 1.
  // I2F: result #2: tile<4xbf16> = [nan, 2.66e+36, -0, 1]
  testing$func @int_to_float() -> (tile<4xf32>, tile<4xf16>, tile<4xbf16>) {
    %i = constant <i32: [1036831949, 1065353216, -8388608, 1]> : tile<4xi32>
    %0 = bitcast %i : tile<4xi32> -> tile<4xf32>
    %h = constant <i16: [-1, 31744, -32768, 16256]> : tile<4xi16>
    %1 = bitcast %h : tile<4xi16> -> tile<4xf16>
    %2 = bitcast %h : tile<4xi16> -> tile<4xbf16>
    return %0, %1, %2 : tile<4xf32>, tile<4xf16>, tile<4xbf16>
  }

  // One byte, four readings. e4m3: 0x38 = 1, 0xFE = -448, 0x7F NaN, 0x01 = 2^-9.
  // BYTE: result #0: tile<4xf8E4M3FN> = [1, -448, nan, 0.002]
  // e5m2: 0x38 = 0.5, 0xFE NaN, 0x7C inf, 0x01 = 2^-16.
  // BYTE: result #1: tile<4xf8E5M2> = [0.5, nan, inf, 2e-05]
  // e8m0: 0x7F = 2^0, 0xFE = 2^127, 0xFF NaN, 0x00 = 2^-127.
  // BYTE: result #2: tile<4xf8E8M0FNU> = [1, 2e+38, nan, 6e-39]
  // And back: e4m3 -448 is 0xFE = -2.
  // BYTE: result #3: tile<4xi8> = [56, -2, 127, 1]
  testing$func @eight_bit() -> (tile<4xf8E4M3FN>, tile<4xf8E5M2>, tile<4xf8E8M0FNU>,
                                tile<4xi8>) {
    %a = constant <i8: [56, -2, 127, 1]> : tile<4xi8>
    %0 = bitcast %a : tile<4xi8> -> tile<4xf8E4M3FN>
    %b = constant <i8: [56, -2, 124, 1]> : tile<4xi8>
    %1 = bitcast %b : tile<4xi8> -> tile<4xf8E5M2>
    %c = constant <i8: [127, -2, -1, 0]> : tile<4xi8>
    %2 = bitcast %c : tile<4xi8> -> tile<4xf8E8M0FNU>
    %3 = bitcast %0 : tile<4xf8E4M3FN> -> tile<4xi8>
    return %0, %1, %2, %3 : tile<4xf8E4M3FN>, tile<4xf8E5M2>, tile<4xf8E8M0FNU>, tile<4xi8>
  }

  // tf32 (19 bits) and f4E2M1FN (4 bits) only match themselves; same-type bitcasts are allowed.
  // SAME: result #0: tile<2xtf32> = [1.5, -3]
  // SAME: result #1: tile<2xf4E2M1FN> = [6, -0.5]
  // SAME: result #2: tile<2xi1> = [true, false]
  // SAME: result #3: tile<2xf8E4M3FN> = [1, 0.002]
  testing$func @same_type() -> (tile<2xtf32>, tile<2xf4E2M1FN>, tile<2xi1>, tile<2xf8E4M3FN>) {
    %t = constant <tf32: [1.5, -3.0]> : tile<2xtf32>
    %0 = bitcast %t : tile<2xtf32> -> tile<2xtf32>
    %q = constant <f4E2M1FN: [6.0, -0.5]> : tile<2xf4E2M1FN>
    %1 = bitcast %q : tile<2xf4E2M1FN> -> tile<2xf4E2M1FN>
    %b = constant <i1: [true, false]> : tile<2xi1>
    %2 = bitcast %b : tile<2xi1> -> tile<2xi1>
    %e = constant <f8E4M3FN: [1.0, 0.001953125]> : tile<2xf8E4M3FN>
    %3 = bitcast %e : tile<2xf8E4M3FN> -> tile<2xf8E4M3FN>
    return %0, %1, %2, %3 : tile<2xtf32>, tile<2xf4E2M1FN>, tile<2xi1>, tile<2xf8E4M3FN>
  }

  // Addresses are read unsigned and survive the round trip unchanged.
  // PTR: result #0: tile<2xptr<f32>> = [0x0000000000001000, 0xffffffffffffffff]
  // PTR: result #1: tile<2xptr<i8>> = [0x0000000000001000, 0xffffffffffffffff]
  // PTR: result #2: tile<2xi64> = [4096, -1]
  // PTR: result #3: tile<ptr<f16>> = 0x8000000000000000
  testing$func @pointers() -> (tile<2xptr<f32>>, tile<2xptr<i8>>, tile<2xi64>, tile<ptr<f16>>) {
    %i = constant <i64: [4096, -1]> : tile<2xi64>
    %0 = int_to_ptr %i : tile<2xi64> -> tile<2xptr<f32>>
    %1 = ptr_to_ptr %0 : tile<2xptr<f32>> -> tile<2xptr<i8>>
    %2 = ptr_to_int %1 : tile<2xptr<i8>> -> tile<2xi64>
    %m = constant <i64: -9223372036854775808> : tile<i64>
    %3 = int_to_ptr %m : tile<i64> -> tile<ptr<f16>>
    return %0, %1, %2, %3 : tile<2xptr<f32>>, tile<2xptr<i8>>, tile<2xi64>, tile<ptr<f16>>
  }
}
