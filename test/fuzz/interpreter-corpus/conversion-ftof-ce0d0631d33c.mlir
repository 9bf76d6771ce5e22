cuda_tile.module @m {
  testing$func @to_f16() -> (tile<8xf16>, tile<4xf16>, tile<2xf16>) {
    %a = constant <f32: [1.0, 65504.0, 65520.0, 0.1, 3.0e-8, 1.0e-8, 1.00048828125,
                         1.00146484375]> : tile<8xf32>
    %0 = ftof %a : tile<8xf32> -> tile<8xf16>
    %b = constant <f64: [-0.0, 0xFFF0000000000000, 0x7FF8000000000000, 65519.99]> : tile<4xf64>
    %1 = ftof %b : tile<4xf64> -> tile<4xf16>
    %c = constant <f64: [65520.0, -1.0e-10]> : tile<2xf64>
    %2 = ftof %c : tile<2xf64> -> tile<2xf16>
    return %0, %1, %2 : tile<8xf16>, tile<4xf16>, tile<2xf16>
  }
  testing$func @to_bf16_tf32() -> (tile<8xbf16>, tile<4xtf32>, tile<4xf32>) {
    %a = constant <f32: [1.00390625, 1.01171875, 0x7F7FFFFF, 1.0e-40, -0.0, 0x7FC00000,
                         0xFF800000, 3.0]> : tile<8xf32>
    %0 = ftof %a : tile<8xf32> -> tile<8xbf16>
    %b = constant <f32: [1.00048828125, 1.00146484375, 1000.7, 0x7F7FFFFF]> : tile<4xf32>
    %1 = ftof %b : tile<4xf32> -> tile<4xtf32>
    %2 = ftof %1 : tile<4xtf32> -> tile<4xf32>
    return %0, %1, %2 : tile<8xbf16>, tile<4xtf32>, tile<4xf32>
  }
  testing$func @to_f8() -> (tile<8xf8E4M3FN>, tile<8xf8E5M2>) {
    %a = constant <f32: [1.0, 500.0, 0xFF800000, 0xFFC00000, 17.0, 19.0, 0.001953125,
                         -1.0e-4]> : tile<8xf32>
    %0 = ftof %a : tile<8xf32> -> tile<8xf8E4M3FN>
    %b = constant <f32: [1.125, 1.375, 60000.0, 0x7F800000, 0xFF800000, 0x7FC00000,
                         1.52587890625e-5, -0.0]> : tile<8xf32>
    %1 = ftof %b : tile<8xf32> -> tile<8xf8E5M2>
    return %0, %1 : tile<8xf8E4M3FN>, tile<8xf8E5M2>
  }
  testing$func @to_f4() -> (tile<8xf4E2M1FN>, tile<2xf4E2M1FN>) {
    %a = constant <f32: [0.25, 0.75, 2.5, 5.0, 100.0, 0xFF800000, 0x7FC00000, 1.75]>
        : tile<8xf32>
    %0 = ftof %a : tile<8xf32> -> tile<8xf4E2M1FN>
    %b = constant <f16: [-0.25, 3.25]> : tile<2xf16>
    %1 = ftof %b : tile<2xf16> -> tile<2xf4E2M1FN>
    return %0, %1 : tile<8xf4E2M1FN>, tile<2xf4E2M1FN>
  }
  testing$func @to_e8m0() -> (tile<8xf8E8M0FNU>, tile<8xf8E8M0FNU>, tile<2xf8E8M0FNU>,
                              tile<2xf8E8M0FNU>) {
    %a = constant <f32: [1.0, 3.0, 0.75, 0.0, -4.0, 0x7F800000, 1.0e38, 5.0e-39]> : tile<8xf32>
    %0 = ftof %a rounding<zero> : tile<8xf32> -> tile<8xf8E8M0FNU>
    %b = constant <f32: [1.0, 3.0, 0.75, 0.0, 0x7FC00000, 0x7F800000, 2.0e38, 5.0e-39]>
        : tile<8xf32>
    %1 = ftof %b rounding<positive_inf> : tile<8xf32> -> tile<8xf8E8M0FNU>
    %c = constant <f64: [1.0e-300, 1.0e300]> : tile<2xf64>
    %2 = ftof %c rounding<zero> : tile<2xf64> -> tile<2xf8E8M0FNU>
    %3 = ftof %c rounding<positive_inf> : tile<2xf64> -> tile<2xf8E8M0FNU>
    return %0, %1, %2, %3 : tile<8xf8E8M0FNU>, tile<8xf8E8M0FNU>, tile<2xf8E8M0FNU>,
        tile<2xf8E8M0FNU>
  }
  testing$func @widening() -> (tile<4xf32>, tile<4xf64>, tile<4xf16>, tile<2xf64>) {
    %a = constant <i8: [56, -2, 8, 127]> : tile<4xi8>
    %e4 = bitcast %a : tile<4xi8> -> tile<4xf8E4M3FN>
    %0 = ftof %e4 : tile<4xf8E4M3FN> -> tile<4xf32>
    %b = constant <i8: [127, -128, 126, -1]> : tile<4xi8>
    %e8 = bitcast %b : tile<4xi8> -> tile<4xf8E8M0FNU>
    %1 = ftof %e8 : tile<4xf8E8M0FNU> -> tile<4xf64>
    %c = constant <f4E2M1FN: [6.0, -0.5, 1.5, -0.0]> : tile<4xf4E2M1FN>
    %2 = ftof %c : tile<4xf4E2M1FN> -> tile<4xf16>
    %d = constant <f16: [65504.0, 0x0001]> : tile<2xf16>
    %3 = ftof %d : tile<2xf16> -> tile<2xf64>
    return %0, %1, %2, %3 : tile<4xf32>, tile<4xf64>, tile<4xf16>, tile<2xf64>
  }
}
