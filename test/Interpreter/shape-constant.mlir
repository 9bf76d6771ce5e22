// RUN: tilec run %s --entry floats | FileCheck %s --check-prefix=FLOATS
// RUN: tilec run %s --entry integers | FileCheck %s --check-prefix=INTS
// RUN: tilec run %s --entry small_floats | FileCheck %s --check-prefix=SMALL

cuda_tile.module @m {
  // FLOATS: result #0: tile<4xf32> = [0.1, -0, 1.5, inf]
  // A splat fills every element; f64 keeps all 17 digits.
  // FLOATS: result #1: tile<2xf64> = [0.30000000000000004, 0.30000000000000004]
  // FLOATS: result #2: tile<bf16> = 3.14
  testing$func @floats() -> (tile<4xf32>, tile<2xf64>, tile<bf16>) {
    %a = constant <f32: [0.1, -0.0, 1.5, 0x7F800000]> : tile<4xf32>
    %b = constant <f64: 0.30000000000000004> : tile<2xf64>
    %c = constant <bf16: 3.14> : tile<bf16>
    return %a, %b, %c : tile<4xf32>, tile<2xf64>, tile<bf16>
  }

  // Nested literals are row-major; hex literals are raw bits (0xFF as i8 is -1).
  // INTS: result #0: tile<2x4xi8> = {{\[}}[1, -2, 127, 3],
  // INTS-NEXT: [-128, 0, 5, -1]]
  // INTS: result #1: tile<i1> = true
  // INTS: result #2: tile<2xi64> = [-9223372036854775808, 9223372036854775807]
  testing$func @integers() -> (tile<2x4xi8>, tile<i1>, tile<2xi64>) {
    %a = constant <i8: [[1, -2, 127, 3], [-128, 0, 5, 0xFF]]> : tile<2x4xi8>
    %b = constant <i1: true> : tile<i1>
    %c = constant <i64: [-9223372036854775808, 9223372036854775807]> : tile<2xi64>
    return %a, %b, %c : tile<2x4xi8>, tile<i1>, tile<2xi64>
  }

  // 0.001953125 = 2^-9 is the smallest e4m3 subnormal; its shortest exact spelling is 0.002.
  // SMALL: result #0: tile<4xf8E4M3FN> = [448, 0.5, -3, 0.002]
  // SMALL: result #1: tile<2xf4E2M1FN> = [6, -0.5]
  testing$func @small_floats() -> (tile<4xf8E4M3FN>, tile<2xf4E2M1FN>) {
    %a = constant <f8E4M3FN: [448.0, 0.5, -3.0, 0.001953125]> : tile<4xf8E4M3FN>
    %b = constant <f4E2M1FN: [6.0, -0.5]> : tile<2xf4E2M1FN>
    return %a, %b : tile<4xf8E4M3FN>, tile<2xf4E2M1FN>
  }
}

// RUN: tilec run %s --entry nan_bits | FileCheck %s --check-prefix=NANS
// NaN literals keep their bits: both e4m3 NaN patterns stay NaN (not 448), tf32 keeps its value.
// NANS: result #0: tile<2xf8E4M3FN> = [nan, nan]
// NANS: result #1: tile<2xtf32> = [1.5, nan]
cuda_tile.module @nans {
  testing$func @nan_bits() -> (tile<2xf8E4M3FN>, tile<2xtf32>) {
    %a = constant <f8E4M3FN: [0x7F, 0xFF]> : tile<2xf8E4M3FN>
    %b = constant <tf32: [1.5, 0x3FE00]> : tile<2xtf32>
    return %a, %b : tile<2xf8E4M3FN>, tile<2xtf32>
  }
}
