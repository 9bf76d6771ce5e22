// Tile IR 13.4's conversion changes (tile-ir-13.4-13.5.md §4.2, §4.3): ftof's directed and
// nearest_away roundings, one exact rounding each, and ftoi `saturating` (clamping to the
// target's range, NaN to 0). Results are bitcast to integers so that every bit is checked.
// Each `tilec run` compiles the kernel and compares it with the interpreter (lit.cfg.py).
// RUN: tilec run %s --entry f64_to_f32 | FileCheck %s --check-prefix=F32
// RUN: tilec run %s --entry f32_to_tf32 | FileCheck %s --check-prefix=TF32
// RUN: tilec run %s --entry f32_to_f16 | FileCheck %s --check-prefix=F16
// RUN: tilec run %s --entry saturating | FileCheck %s --check-prefix=SAT
// RUN: tilec run %s --entry saturating --unchecked | FileCheck %s --check-prefix=SAT

cuda_tile.module @m {
  // 1/3 = 0x3EAAAAAA + more than half an f32 ulp; -1/3 mirrors it. 1e39 is beyond f32: the
  // modes that round away from it reach inf (0x7F800000), the others the largest finite value
  // 0x7F7FFFFF.
  // F32: result #0: tile<4xi32> = [1051372203, -1096111445, 2139095040, -8388608]
  // F32: result #1: tile<4xi32> = [1051372202, -1096111446, 2139095039, -8388609]
  // F32: result #2: tile<4xi32> = [1051372202, -1096111445, 2139095039, -8388608]
  // F32: result #3: tile<4xi32> = [1051372203, -1096111446, 2139095040, -8388609]
  testing$func @f64_to_f32() -> (tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>) {
    %x = constant <f64: [0.33333333333333331, -0.33333333333333331, 1.0e39, -1.0e39]> : tile<4xf64>
    %ne = ftof %x : tile<4xf64> -> tile<4xf32>
    %rz = ftof %x rounding<zero> : tile<4xf64> -> tile<4xf32>
    %rm = ftof %x rounding<negative_inf> : tile<4xf64> -> tile<4xf32>
    %rp = ftof %x rounding<positive_inf> : tile<4xf64> -> tile<4xf32>
    %0 = bitcast %ne : tile<4xf32> -> tile<4xi32>
    %1 = bitcast %rz : tile<4xf32> -> tile<4xi32>
    %2 = bitcast %rm : tile<4xf32> -> tile<4xi32>
    %3 = bitcast %rp : tile<4xf32> -> tile<4xi32>
    return %0, %1, %2, %3 : tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>
  }

  // tf32 keeps 10 fraction bits. 1 + 2^-11 is a tie: nearest_even gives 1 (0x3F800000),
  // nearest_away 1 + 2^-10 (0x3F802000), and so for the negative value. 1 + 3*2^-11 rounds to
  // 1 + 2^-9 (0x3F804000) in both nearest modes, to 1 + 2^-10 toward zero. The f32 maximum
  // rounds up to inf in the nearest modes; toward zero it is tf32's maximum 0x7F7FE000.
  // TF32: result #0: tile<4xi32> = [1065353216, -1082130432, 1065369600, 2139095040]
  // TF32: result #1: tile<4xi32> = [1065361408, -1082122240, 1065369600, 2139095040]
  // TF32: result #2: tile<4xi32> = [1065353216, -1082130432, 1065361408, 2139086848]
  testing$func @f32_to_tf32() -> (tile<4xi32>, tile<4xi32>, tile<4xi32>) {
    %x = constant <f32: [1.00048828125, -1.00048828125, 1.00146484375, 0x7F7FFFFF]> : tile<4xf32>
    %ne = ftof %x : tile<4xf32> -> tile<4xtf32>
    %na = ftof %x rounding<nearest_away> : tile<4xf32> -> tile<4xtf32>
    %rz = ftof %x rounding<zero> : tile<4xf32> -> tile<4xtf32>
    // tf32 -> f32 is exact, so the f32 bits are the tf32 value's.
    %ne32 = ftof %ne : tile<4xtf32> -> tile<4xf32>
    %na32 = ftof %na rounding<nearest_away> : tile<4xtf32> -> tile<4xf32>
    %rz32 = ftof %rz rounding<negative_inf> : tile<4xtf32> -> tile<4xf32>
    %0 = bitcast %ne32 : tile<4xf32> -> tile<4xi32>
    %1 = bitcast %na32 : tile<4xf32> -> tile<4xi32>
    %2 = bitcast %rz32 : tile<4xf32> -> tile<4xi32>
    return %0, %1, %2 : tile<4xi32>, tile<4xi32>, tile<4xi32>
  }

  // 65520 is halfway between f16's maximum 65504 (0x7BFF) and 65536: nearest_even overflows to
  // inf (0x7C00), zero keeps 65504. 0.7 (f32 0x3F333333) lies above the midpoint of 0x3999 and
  // 0x399A: nearest_even takes 0x399A, zero 0x3999 (signs mirror; i16 prints signed).
  // F16: result #0: tile<4xi16> = [31744, 14746, -18022, -1024]
  // F16: result #1: tile<4xi16> = [31743, 14745, -18023, -1025]
  testing$func @f32_to_f16() -> (tile<4xi16>, tile<4xi16>) {
    %x = constant <f32: [65520.0, 0.7, -0.7, -65520.0]> : tile<4xf32>
    %ne = ftof %x : tile<4xf32> -> tile<4xf16>
    %rz = ftof %x rounding<zero> : tile<4xf32> -> tile<4xf16>
    %0 = bitcast %ne : tile<4xf16> -> tile<4xi16>
    %1 = bitcast %rz : tile<4xf16> -> tile<4xi16>
    return %0, %1 : tile<4xi16>, tile<4xi16>
  }

  // saturating: truncation toward zero, then the target's range: NaN -> 0, +inf and too large
  // -> max, -inf and too small -> min; unsigned, every negative truncation -> 0 (-0.5 truncates
  // to 0, which fits). The unsigned i8 maximum 255 prints as -1.
  // SAT: result #0: tile<8xi32> = [0, 2147483647, -2147483648, 2147483647, -2147483648, 2, -2, 127]
  // SAT: result #1: tile<8xi8> = [0, 127, -128, 127, -128, 2, -2, 127]
  // SAT: result #2: tile<8xi8> = [0, -1, 0, -1, 0, 2, 0, 127]
  // SAT: result #3: tile<4xi64> = [0, 9223372036854775807, -9223372036854775808, 0]
  testing$func @saturating() -> (tile<8xi32>, tile<8xi8>, tile<8xi8>, tile<4xi64>) {
    %x = constant <f32: [0x7FC00000, 0x7F800000, 0xFF800000, 3.0e9, -3.0e9, 2.9, -2.9, 127.9]>
        : tile<8xf32>
    %0 = ftoi %x signed saturating : tile<8xf32> -> tile<8xi32>
    %1 = ftoi %x signed rounding<nearest_int_to_zero> saturating : tile<8xf32> -> tile<8xi8>
    %2 = ftoi %x unsigned saturating : tile<8xf32> -> tile<8xi8>
    %y = constant <f64: [0xFFF8000000000000, 1.0e300, -1.0e300, -0.5]> : tile<4xf64>
    %3 = ftoi %y signed saturating : tile<4xf64> -> tile<4xi64>
    return %0, %1, %2, %3 : tile<8xi32>, tile<8xi8>, tile<8xi8>, tile<4xi64>
  }
}
