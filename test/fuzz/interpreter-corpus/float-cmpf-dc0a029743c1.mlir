cuda_tile.module @m {
  testing$func @f32() -> (tile<8xi1>, tile<8xi1>, tile<8xi1>, tile<8xi1>, tile<8xi1>, tile<8xi1>,
                         tile<8xi1>, tile<8xi1>, tile<8xi1>, tile<8xi1>, tile<8xi1>, tile<8xi1>) {
    %a = constant <f32: [1.0, 2.0, 1.0, 0.0, 0x7FC00000, 1.0, 0xFFC00000, 0xFF800000]> : tile<8xf32>
    %b = constant <f32: [2.0, 1.0, 1.0, -0.0, 1.0, 0x7F800001, 0x7FC00000, 0x7F800000]> : tile<8xf32>
    %r0 = cmpf equal ordered %a, %b : tile<8xf32> -> tile<8xi1>
    %r1 = cmpf equal unordered %a, %b : tile<8xf32> -> tile<8xi1>
    %r2 = cmpf not_equal ordered %a, %b : tile<8xf32> -> tile<8xi1>
    %r3 = cmpf not_equal unordered %a, %b : tile<8xf32> -> tile<8xi1>
    %r4 = cmpf less_than ordered %a, %b : tile<8xf32> -> tile<8xi1>
    %r5 = cmpf less_than unordered %a, %b : tile<8xf32> -> tile<8xi1>
    %r6 = cmpf less_than_or_equal ordered %a, %b : tile<8xf32> -> tile<8xi1>
    %r7 = cmpf less_than_or_equal unordered %a, %b : tile<8xf32> -> tile<8xi1>
    %r8 = cmpf greater_than ordered %a, %b : tile<8xf32> -> tile<8xi1>
    %r9 = cmpf greater_than unordered %a, %b : tile<8xf32> -> tile<8xi1>
    %r10 = cmpf greater_than_or_equal ordered %a, %b : tile<8xf32> -> tile<8xi1>
    %r11 = cmpf greater_than_or_equal unordered %a, %b : tile<8xf32> -> tile<8xi1>
    return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11
        : tile<8xi1>, tile<8xi1>, tile<8xi1>, tile<8xi1>, tile<8xi1>, tile<8xi1>,
          tile<8xi1>, tile<8xi1>, tile<8xi1>, tile<8xi1>, tile<8xi1>, tile<8xi1>
  }
  testing$func @other_types() -> (tile<2x2xi1>, tile<2x2xi1>, tile<i1>, tile<2xi1>) {
    %a = constant <f16: [[0x0001, 65504.0], [-0.0, 0x7E00]]> : tile<2x2xf16>
    %b = constant <f16: [[0.0, 0x7C00], [0.0, 0x7E00]]> : tile<2x2xf16>
    %lt = cmpf less_than ordered %a, %b : tile<2x2xf16> -> tile<2x2xi1>
    %ne = cmpf not_equal unordered %a, %b : tile<2x2xf16> -> tile<2x2xi1>
    %c = constant <bf16: 1.0> : tile<bf16>
    %d = constant <bf16: 1.0078125> : tile<bf16>
    %blt = cmpf less_than ordered %c, %d : tile<bf16> -> tile<i1>
    %e = constant <f64: [0x0000000000000001, 0x8000000000000001]> : tile<2xf64>
    %f = constant <f64: [0.0, -0.0]> : tile<2xf64>
    %dgt = cmpf greater_than ordered %e, %f : tile<2xf64> -> tile<2xi1>
    return %lt, %ne, %blt, %dgt : tile<2x2xi1>, tile<2x2xi1>, tile<i1>, tile<2xi1>
  }
}
