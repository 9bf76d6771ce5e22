cuda_tile.module @m {
  testing$func @exponentials() -> (tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<2xf32>) {
    %a = constant <f32: [0.0, -1.0, 1.0, 2.0, -103.0, 89.0, 0xFF800000, 0x7FC00000]> : tile<8xf32>
    %exp = exp %a : tile<8xf32>
    %exp_approx = exp %a rounding<approx> : tile<8xf32>
    %b = constant <f32: [3.0, -1.0, -149.0, -150.0, 128.0, 0.5, 0xFF800000, 0x7FC00000]> : tile<8xf32>
    %exp2 = exp2 %b : tile<8xf32>
    %exp2_ftz = exp2 %b flush_to_zero : tile<8xf32>
    %c = constant <f32: [0x00000001, -126.0]> : tile<2xf32>
    %exp2_ftz_in = exp2 %c flush_to_zero : tile<2xf32>
    return %exp, %exp_approx, %exp2, %exp2_ftz, %exp2_ftz_in : tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<2xf32>
  }
  testing$func @logarithms() -> (tile<8xf32>, tile<8xf32>) {
    %a = constant <f32: [1.0, 2.0, 10.0, 0.5, 0.0, -0.0, -1.0, 0x7F800000]> : tile<8xf32>
    %log = log %a : tile<8xf32>
    %b = constant <f32: [8.0, 0.25, 0x00000001, 3.0, 0.0, -0.0, -1.0, 0x7F800000]> : tile<8xf32>
    %log2 = log2 %b : tile<8xf32>
    return %log, %log2 : tile<8xf32>, tile<8xf32>
  }
  testing$func @trigonometric() -> (tile<8xf32>, tile<8xf32>, tile<8xf32>) {
    %a = constant <f32: [0.0, -0.0, 1.0, -1.0, 0.5, 0x7F800000, 0xFF800000, 0x7FC00000]> : tile<8xf32>
    %sin = sin %a : tile<8xf32>
    %cos = cos %a : tile<8xf32>
    %tan = tan %a : tile<8xf32>
    return %sin, %cos, %tan : tile<8xf32>, tile<8xf32>, tile<8xf32>
  }
  testing$func @hyperbolic() -> (tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>) {
    %a = constant <f32: [0.0, -0.0, 1.0, -1.0, 100.0, 0xFF800000, 20.0, 0x7FC00000]> : tile<8xf32>
    %sinh = sinh %a : tile<8xf32>
    %cosh = cosh %a : tile<8xf32>
    %tanh = tanh %a : tile<8xf32>
    %tanh_approx = tanh %a rounding<approx> : tile<8xf32>
    return %sinh, %cosh, %tanh, %tanh_approx : tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>
  }
  testing$func @rsqrt() -> (tile<8xf32>, tile<8xf32>, tile<2xf32>, tile<2xf32>) {
    %a = constant <f32: [4.0, 2.0, 0.25, 0x00000200, 0.0, -0.0, -1.0, 0x7F800000]> : tile<8xf32>
    %r = rsqrt %a : tile<8xf32>
    %rf = rsqrt %a flush_to_zero : tile<8xf32>
    %b = constant <f32: [0x80000200, 0x7F800000]> : tile<2xf32>
    %s = rsqrt %b : tile<2xf32>
    %sf = rsqrt %b flush_to_zero : tile<2xf32>
    return %r, %rf, %s, %sf : tile<8xf32>, tile<8xf32>, tile<2xf32>, tile<2xf32>
  }
  testing$func @narrow_wide() -> (tile<4xf16>, tile<4xf16>, tile<4xf16>, tile<4xf16>,
                                  tile<4xbf16>, tile<4xbf16>, tile<4xbf16>,
                                  tile<4xf64>, tile<4xf64>, tile<4xf64>, tile<4xf64>) {
    %h = constant <f16: [1.0, 2.0, 0.5, -0.0]> : tile<4xf16>
    %hsin = sin %h : tile<4xf16>
    %hexp = exp %h : tile<4xf16>
    %hlog = log %h : tile<4xf16>
    %htanh = tanh %h : tile<4xf16>
    %b = constant <bf16: [1.0, 12.0, -2.0, -0.0]> : tile<4xbf16>
    %bexp = exp %b : tile<4xbf16>
    %bsin = sin %b : tile<4xbf16>
    %bcos = cos %b : tile<4xbf16>
    %d = constant <f64: [1.0, 10.0, 0.5, -0.0]> : tile<4xf64>
    %dsin = sin %d : tile<4xf64>
    %dexp = exp %d : tile<4xf64>
    %dlog = log %d : tile<4xf64>
    %dtanh = tanh %d : tile<4xf64>
    return %hsin, %hexp, %hlog, %htanh, %bexp, %bsin, %bcos, %dsin, %dexp, %dlog, %dtanh
        : tile<4xf16>, tile<4xf16>, tile<4xf16>, tile<4xf16>, tile<4xbf16>, tile<4xbf16>,
          tile<4xbf16>, tile<4xf64>, tile<4xf64>, tile<4xf64>, tile<4xf64>
  }
}
