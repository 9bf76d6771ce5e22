cuda_tile.module @m {
  testing$func @f32_modes() -> (tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>) {
    %a = constant <f32: [2.0, 4.0, 0x3F800001, 0x3F7FFFFF, 3.0, 0x00000001, -0.0, 1.0]> : tile<8xf32>
    %ne = sqrt %a : tile<8xf32>
    %rz = sqrt %a rounding<zero> : tile<8xf32>
    %rd = sqrt %a rounding<negative_inf> : tile<8xf32>
    %ru = sqrt %a rounding<positive_inf> : tile<8xf32>
    %approx = sqrt %a rounding<approx> : tile<8xf32>
    return %ne, %rz, %rd, %ru, %approx : tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>
  }
  testing$func @specials() -> (tile<8xf32>, tile<8xf32>) {
    %a = constant <f32: [-1.0, 0x7F800000, 0xFF800000, 0x7FC00000, 0.0, 0x00000200, 0x80000200, 4.0]> : tile<8xf32>
    %plain = sqrt %a : tile<8xf32>
    %ftz = sqrt %a flush_to_zero : tile<8xf32>
    return %plain, %ftz : tile<8xf32>, tile<8xf32>
  }
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
