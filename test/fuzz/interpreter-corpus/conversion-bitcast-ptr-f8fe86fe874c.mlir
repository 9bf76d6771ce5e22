cuda_tile.module @m {
  testing$func @float_to_int() -> (tile<4xi32>, tile<2xi64>, tile<2xi16>, tile<2xi16>) {
    %f = constant <f32: [1.0, -0.0, 0x7F800000, 0x7FC00000]> : tile<4xf32>
    %0 = bitcast %f : tile<4xf32> -> tile<4xi32>
    %d = constant <f64: [1.0, -2.0]> : tile<2xf64>
    %1 = bitcast %d : tile<2xf64> -> tile<2xi64>
    %h = constant <f16: [-2.0, 1.0]> : tile<2xf16>
    %2 = bitcast %h : tile<2xf16> -> tile<2xi16>
    %b = constant <bf16: [1.0, 0xFF80]> : tile<2xbf16>
    %3 = bitcast %b : tile<2xbf16> -> tile<2xi16>
    return %0, %1, %2, %3 : tile<4xi32>, tile<2xi64>, tile<2xi16>, tile<2xi16>
  }
  testing$func @int_to_float() -> (tile<4xf32>, tile<4xf16>, tile<4xbf16>) {
    %i = constant <i32: [1036831949, 1065353216, -8388608, 1]> : tile<4xi32>
    %0 = bitcast %i : tile<4xi32> -> tile<4xf32>
    %h = constant <i16: [-1, 31744, -32768, 16256]> : tile<4xi16>
    %1 = bitcast %h : tile<4xi16> -> tile<4xf16>
    %2 = bitcast %h : tile<4xi16> -> tile<4xbf16>
    return %0, %1, %2 : tile<4xf32>, tile<4xf16>, tile<4xbf16>
  }
  testing$func @eight_bit() -> (tile<4xf8E4M3FN>, tile<4xf8E5M2>, tile<4xf8E8M0FNU>,
                                tile<4xi8>) {
    %a = constant <i8: [56, -2, 127, 1]> : tile<4xi8>
    %0 = bitcast %a : tile<4xi8> -> tile<4xf8E4M3FN>
    %b = constant <i8: [56, -2, 124, 1]> : tile<4xi8>
    %1 = bitcast %b : tile<4xi8> -> tile<4xf8E5M2>
    %c = constant <i8: [127, -2, -1, 0]> : tile<4xi8>
    %2 = bitcast %c : tile<4xi8> -> tile<4xf8E8M0FNU>
    %3 = bitcast %0 : tile<4xf8E4M3FN> -> tile<4xi8>
    return %0, %1, %2, %3 : tile<4xf8E4M3FN>, tile<4xf8E5M2>, tile<4xf8E8M0FNU>, tile<4xi8>
  }
  testing$func @same_type() -> (tile<2xtf32>, tile<2xf4E2M1FN>, tile<2xi1>, tile<2xf8E4M3FN>) {
    %t = constant <tf32: [1.5, -3.0]> : tile<2xtf32>
    %0 = bitcast %t : tile<2xtf32> -> tile<2xtf32>
    %q = constant <f4E2M1FN: [6.0, -0.5]> : tile<2xf4E2M1FN>
    %1 = bitcast %q : tile<2xf4E2M1FN> -> tile<2xf4E2M1FN>
    %b = constant <i1: [true, false]> : tile<2xi1>
    %2 = bitcast %b : tile<2xi1> -> tile<2xi1>
    %e = constant <f8E4M3FN: [1.0, 0.001953125]> : tile<2xf8E4M3FN>
    %3 = bitcast %e : tile<2xf8E4M3FN> -> tile<2xf8E4M3FN>
    return %0, %1, %2, %3 : tile<2xtf32>, tile<2xf4E2M1FN>, tile<2xi1>, tile<2xf8E4M3FN>
  }
  testing$func @pointers() -> (tile<2xptr<f32>>, tile<2xptr<i8>>, tile<2xi64>, tile<ptr<f16>>) {
    %i = constant <i64: [4096, -1]> : tile<2xi64>
    %0 = int_to_ptr %i : tile<2xi64> -> tile<2xptr<f32>>
    %1 = ptr_to_ptr %0 : tile<2xptr<f32>> -> tile<2xptr<i8>>
    %2 = ptr_to_int %1 : tile<2xptr<i8>> -> tile<2xi64>
    %m = constant <i64: -9223372036854775808> : tile<i64>
    %3 = int_to_ptr %m : tile<i64> -> tile<ptr<f16>>
    return %0, %1, %2, %3 : tile<2xptr<f32>>, tile<2xptr<i8>>, tile<2xi64>, tile<ptr<f16>>
  }
}
