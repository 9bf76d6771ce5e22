cuda_tile.module @m {
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
