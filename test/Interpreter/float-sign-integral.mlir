// absf and negf work on the sign bit (also of zeros, infinities and NaN); ceil and floor round
// to integral values keeping ±0, ±inf and NaN.
// RUN: tilec run %s --entry sign | FileCheck %s --check-prefix=SIGN
// RUN: tilec run %s --entry integral | FileCheck %s --check-prefix=INTEGRAL

cuda_tile.module @m {
  // Lanes: -1.5, -0, -inf, -NaN, -2^-149, MAX, +0, -2. absf, negf(absf), negf.
  // SIGN: result #0: tile<8xf32> = [1.5, 0, inf, nan, 1e-45, 3.4028235e+38, 0, 2]
  // SIGN: result #1: tile<8xf32> = [-1.5, -0, -inf, nan, -1e-45, -3.4028235e+38, -0, -2]
  // SIGN: result #2: tile<8xf32> = [1.5, 0, inf, nan, 1e-45, -3.4028235e+38, -0, 2]
  // SIGN: result #3: tile<4xf16> = [-1, 0, -inf, 6e-08]
  // SIGN: result #4: tile<4xbf16> = [1, 0, inf, 9e-41]
  // SIGN: result #5: tile<2xf64> = [-0, 1e+300]
  testing$func @sign() -> (tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<4xf16>, tile<4xbf16>, tile<2xf64>) {
    %a = constant <f32: [-1.5, -0.0, 0xFF800000, 0xFFC00000, 0x80000001, 0x7F7FFFFF, 0.0, -2.0]> : tile<8xf32>
    %abs = absf %a : tile<8xf32>
    %neg = negf %abs : tile<8xf32>
    %negonly = negf %a : tile<8xf32>
    %h = constant <f16: [1.0, -0.0, 0x7C00, 0x8001]> : tile<4xf16>
    %hneg = negf %h : tile<4xf16>
    %b = constant <bf16: [-1.0, -0.0, 0xFF80, 0x8001]> : tile<4xbf16>
    %babs = absf %b : tile<4xbf16>
    %d = constant <f64: [0.0, -1.0e300]> : tile<2xf64>
    %dneg = negf %d : tile<2xf64>
    return %abs, %neg, %negonly, %hneg, %babs, %dneg
        : tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<4xf16>, tile<4xbf16>, tile<2xf64>
  }

  // Lanes: -0.5, 0.5, -1.5, 2, -0, 1+2^-23, 2^-149, -inf, NaN, 12582912 (already integral),
  // -2^-149, 8388607.5 (the largest f32 with a fraction), 2.5, -2.5, +0, inf.
  // ceil(-0.5) = -0, ceil(2^-149) = 1, ceil(-2^-149) = -0; floor(-2^-149) = -1.
  // INTEGRAL: result #0: tile<16xf32> = [-0, 1, -1, 2, -0, 2, 1, -inf, nan, 12582912, -0, 8388608, 3, -2, 0, inf]
  // INTEGRAL: result #1: tile<16xf32> = [-1, 0, -2, 2, -0, 1, 0, -inf, nan, 12582912, -1, 8388607, 2, -3, 0, inf]
  // f16: ceil/floor of 0.0999 (0x2E66), -65504, -1.5, 1025 (f16 has no fractions above 1024).
  // INTEGRAL: result #2: tile<4xf16> = [1, -65504, -1, 1025]
  // INTEGRAL: result #3: tile<4xf16> = [0, -65504, -2, 1025]
  // bf16 ceil: -0.3 -> -0, 127.5 -> 128. f64: ±(2^52 - 0.5), the largest doubles with a fraction.
  // INTEGRAL: result #4: tile<2xbf16> = [-0, 128]
  // INTEGRAL: result #5: tile<2xf64> = [4503599627370496, -4503599627370495]
  // INTEGRAL: result #6: tile<2xf64> = [4503599627370495, -4503599627370496]
  testing$func @integral() -> (tile<16xf32>, tile<16xf32>, tile<4xf16>, tile<4xf16>, tile<2xbf16>, tile<2xf64>, tile<2xf64>) {
    %a = constant <f32: [-0.5, 0.5, -1.5, 2.0, -0.0, 0x3F800001, 0x00000001, 0xFF800000,
                         0x7FC00000, 12582912.0, 0x80000001, 8388607.5, 2.5, -2.5, 0.0, 0x7F800000]> : tile<16xf32>
    %c = ceil %a : tile<16xf32>
    %f = floor %a : tile<16xf32>
    %h = constant <f16: [0x2E66, -65504.0, -1.5, 1025.0]> : tile<4xf16>
    %hc = ceil %h : tile<4xf16>
    %hf = floor %h : tile<4xf16>
    %b = constant <bf16: [-0.3, 127.5]> : tile<2xbf16>
    %bc = ceil %b : tile<2xbf16>
    %d = constant <f64: [4503599627370495.5, -4503599627370495.5]> : tile<2xf64>
    %dc = ceil %d : tile<2xf64>
    %df = floor %d : tile<2xf64>
    return %c, %f, %hc, %hf, %bc, %dc, %df : tile<16xf32>, tile<16xf32>, tile<4xf16>, tile<4xf16>, tile<2xbf16>, tile<2xf64>, tile<2xf64>
  }
}
