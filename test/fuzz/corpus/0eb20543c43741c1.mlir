cuda_tile.module @m {
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

  testing$func @f32_to_tf32() -> (tile<4xi32>, tile<4xi32>, tile<4xi32>) {
    %x = constant <f32: [1.00048828125, -1.00048828125, 1.00146484375, 0x7F7FFFFF]> : tile<4xf32>
    %ne = ftof %x : tile<4xf32> -> tile<4xtf32>
    %na = ftof %x rounding<nearest_away> : tile<4xf32> -> tile<4xtf32>
    %rz = ftof %x rounding<zero> : tile<4xf32> -> tile<4xtf32>
    %ne32 = ftof %ne : tile<4xtf32> -> tile<4xf32>
    %na32 = ftof %na rounding<nearest_away> : tile<4xtf32> -> tile<4xf32>
    %rz32 = ftof %rz rounding<negative_inf> : tile<4xtf32> -> tile<4xf32>
    %0 = bitcast %ne32 : tile<4xf32> -> tile<4xi32>
    %1 = bitcast %na32 : tile<4xf32> -> tile<4xi32>
    %2 = bitcast %rz32 : tile<4xf32> -> tile<4xi32>
    return %0, %1, %2 : tile<4xi32>, tile<4xi32>, tile<4xi32>
  }

  testing$func @f32_to_f16() -> (tile<4xi16>, tile<4xi16>) {
    %x = constant <f32: [65520.0, 0.7, -0.7, -65520.0]> : tile<4xf32>
    %ne = ftof %x : tile<4xf32> -> tile<4xf16>
    %rz = ftof %x rounding<zero> : tile<4xf32> -> tile<4xf16>
    %0 = bitcast %ne : tile<4xf16> -> tile<4xi16>
    %1 = bitcast %rz : tile<4xf16> -> tile<4xi16>
    return %0, %1 : tile<4xi16>, tile<4xi16>
  }

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
