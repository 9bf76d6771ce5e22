// sqrt: correctly rounded in the four IEEE modes, approx (accurate here), flush_to_zero, and
// IEEE special cases; rsqrt has its own tests in float-math.mlir.
// RUN: tilec run %s --entry f32_modes | FileCheck %s --check-prefix=F32
// RUN: tilec run %s --entry specials | FileCheck %s --check-prefix=SPECIAL
// RUN: tilec run %s --entry narrow_wide | FileCheck %s --check-prefix=OTHER

cuda_tile.module @m {
  // Lanes (√a):
  //  0: √2 = 1.41421356...: 0x3FB504F3 below (1.4142135), 0x3FB504F4 above (1.4142137).
  //  1: √4 = 2 exactly, in every mode.
  //  2: √(1+2^-23) = 1 + 2^-24 - 2^-49 - ...: just below the midpoint of 1 and 1+2^-23.
  //  3: √(1-2^-24) = 1 - 2^-25 - ...: just below the midpoint of 1-2^-24 and 1.
  //  4: √3 = 1.7320508075...: 0x3FDDB3D7 (1.7320508) below, 0x3FDDB3D8 (1.7320509) above.
  //  5: √2^-149 = 2^-74.5 = 3.7433921e-23: a subnormal input has a normal root.
  //  6: √(-0) = -0; 7: √1 = 1.
  // F32: result #0: tile<8xf32> = [1.4142135, 2, 1, 0.99999994, 1.7320508, 3.743392e-23, -0, 1]
  // F32: result #1: tile<8xf32> = [1.4142135, 2, 1, 0.99999994, 1.7320508, 3.743392e-23, -0, 1]
  // F32: result #2: tile<8xf32> = [1.4142135, 2, 1, 0.99999994, 1.7320508, 3.743392e-23, -0, 1]
  // F32: result #3: tile<8xf32> = [1.4142137, 2, 1.0000001, 1, 1.7320509, 3.7433924e-23, -0, 1]
  // F32: result #4: tile<8xf32> = [1.4142135, 2, 1, 0.99999994, 1.7320508, 3.743392e-23, -0, 1]
  testing$func @f32_modes() -> (tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>) {
    %a = constant <f32: [2.0, 4.0, 0x3F800001, 0x3F7FFFFF, 3.0, 0x00000001, -0.0, 1.0]> : tile<8xf32>
    %ne = sqrt %a : tile<8xf32>
    %rz = sqrt %a rounding<zero> : tile<8xf32>
    %rd = sqrt %a rounding<negative_inf> : tile<8xf32>
    %ru = sqrt %a rounding<positive_inf> : tile<8xf32>
    %approx = sqrt %a rounding<approx> : tile<8xf32>
    return %ne, %rz, %rd, %ru, %approx : tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>
  }

  // √(-1) = NaN, √inf = inf, √(-inf) = NaN, √NaN = NaN, √(+0) = +0.
  // flush_to_zero: √2^-140 = 2^-70 unflushed, but the flushed input gives 0; √(-2^-140) is NaN
  // unflushed and √(-0) = -0 flushed.
  // SPECIAL: result #0: tile<8xf32> = [nan, inf, nan, nan, 0, 8.4703295e-22, nan, 2]
  // SPECIAL: result #1: tile<8xf32> = [nan, inf, nan, nan, 0, 0, -0, 2]
  testing$func @specials() -> (tile<8xf32>, tile<8xf32>) {
    %a = constant <f32: [-1.0, 0x7F800000, 0xFF800000, 0x7FC00000, 0.0, 0x00000200, 0x80000200, 4.0]> : tile<8xf32>
    %plain = sqrt %a : tile<8xf32>
    %ftz = sqrt %a flush_to_zero : tile<8xf32>
    return %plain, %ftz : tile<8xf32>, tile<8xf32>
  }

  // f64 (the double root itself can be on either side of the exact root): √2 rounds up to
  // nearest (1.4142135623730951), so toward zero it is one ulp lower; √(1+2^-52) = 1 + 2^-53 -
  // ... rounds down to nearest (1), so toward +inf it is one ulp higher.
  // f16: √2 between 0x3DA8 (1.414) and 0x3DA9 (1.415); √3 between 0x3EED (1.731) and 0x3EEE
  // (1.732), nearest is above.
  // OTHER: result #0: tile<2xf64> = [1.4142135623730951, 1]
  // OTHER: result #1: tile<2xf64> = [1.414213562373095, 1]
  // OTHER: result #2: tile<2xf64> = [1.4142135623730951, 1.0000000000000002]
  // OTHER: result #3: tile<2xf16> = [1.414, 1.732]
  // OTHER: result #4: tile<2xf16> = [1.414, 1.731]
  // OTHER: result #5: tile<2xf16> = [1.415, 1.732]
  testing$func @narrow_wide() -> (tile<2xf64>, tile<2xf64>, tile<2xf64>, tile<2xf16>, tile<2xf16>, tile<2xf16>) {
    %a = constant <f64: [2.0, 0x3FF0000000000001]> : tile<2xf64>
    %ne = sqrt %a : tile<2xf64>
    %rz = sqrt %a rounding<zero> : tile<2xf64>
    %ru = sqrt %a rounding<positive_inf> : tile<2xf64>
    %h = constant <f16: [2.0, 3.0]> : tile<2xf16>
    %hne = sqrt %h : tile<2xf16>
    %hrd = sqrt %h rounding<negative_inf> : tile<2xf16>
    %hru = sqrt %h rounding<positive_inf> : tile<2xf16>
    return %ne, %rz, %ru, %hne, %hrd, %hru : tile<2xf64>, tile<2xf64>, tile<2xf64>, tile<2xf16>, tile<2xf16>, tile<2xf16>
  }
}
