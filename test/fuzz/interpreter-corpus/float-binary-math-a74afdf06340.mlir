cuda_tile.module @m {
  testing$func @remf() -> (tile<16xf32>, tile<2xf16>, tile<2xbf16>, tile<2xf64>) {
    %a = constant <f32: [5.5, -5.5, 5.5, -4.0, 1.0, 0x7F800000, 3.0, 0x7FC00000,
                         1.0e10, 1.0e10, -0.0, 0x00000001, 0.75, 7.0, -7.0, 1.0]> : tile<16xf32>
    %b = constant <f32: [2.0, 2.0, -2.0, 2.0, 0.0, 1.0, 0x7F800000, 1.0,
                         3.0, 0.1, 5.0, 0x00000002, -0.5, 7.0, 7.0, -0.0]> : tile<16xf32>
    %r = remf %a, %b : tile<16xf32>
    %h = constant <f16: [65504.0, -65504.0]> : tile<2xf16>
    %h3 = constant <f16: [3.0, -3.0]> : tile<2xf16>
    %hr = remf %h, %h3 : tile<2xf16>
    %c = constant <bf16: [304.0, -304.0]> : tile<2xbf16>
    %c7 = constant <bf16: [7.0, 7.0]> : tile<2xbf16>
    %cr = remf %c, %c7 : tile<2xbf16>
    %d = constant <f64: [1.0e300, -1.0e300]> : tile<2xf64>
    %d1 = constant <f64: [0.1, 0.1]> : tile<2xf64>
    %dr = remf %d, %d1 : tile<2xf64>
    return %r, %hr, %cr, %dr : tile<16xf32>, tile<2xf16>, tile<2xbf16>, tile<2xf64>
  }
  testing$func @pow() -> (tile<16xf32>, tile<4xf16>) {
    %x = constant <f32: [2.0, 0x7FC00000, 1.0, -2.0, -2.0, 0.0, -0.0, -1.0,
                         2.0, -0.0, 0.5, 2.0, 2.0, 0xFF800000, -8.0, 4.0]> : tile<16xf32>
    %y = constant <f32: [10.0, 0.0, 0x7FC00000, 3.0, 0.5, -1.0, -1.0, 0x7F800000,
                         0.5, 3.0, 0xFF800000, -149.0, 128.0, -3.0, 0.33333334, -0.5]> : tile<16xf32>
    %p = pow %x, %y : tile<16xf32>
    %h = constant <f16: [2.0, 2.0, 10.0, 0x7E00]> : tile<4xf16>
    %e = constant <f16: [15.0, 16.0, -8.0, 0.0]> : tile<4xf16>
    %hp = pow %h, %e : tile<4xf16>
    return %p, %hp : tile<16xf32>, tile<4xf16>
  }
  testing$func @atan2() -> (tile<16xf32>, tile<2xf64>) {
    %x = constant <f32: [1.0, 2.0, 0.0, -0.0, 0.0, -0.0, 1.0, -1.0,
                         1.0, 0x7F800000, 0x7FC00000, -2.0, 0.0, 0.0, 0.0, 0.0]> : tile<16xf32>
    %y = constant <f32: [1.0, 0.0, -1.0, -1.0, 0.0, 0.0, 0xFF800000, 0x7F800000,
                         -1.0, 0x7F800000, 1.0, 0.0, 1.0, 1.0, 1.0, 1.0]> : tile<16xf32>
    %a = atan2 %x, %y : tile<16xf32>
    %dx = constant <f64: [1.0, -0.0]> : tile<2xf64>
    %dy = constant <f64: [1.0, -1.0]> : tile<2xf64>
    %d = atan2 %dx, %dy : tile<2xf64>
    return %a, %d : tile<16xf32>, tile<2xf64>
  }
}
