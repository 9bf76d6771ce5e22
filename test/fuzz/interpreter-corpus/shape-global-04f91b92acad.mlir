cuda_tile.module @m {
  global private constant @lut alignment = 64 <i32: [1, 2, 4, 8]> : tile<4xi32>
  global @bytes <i8: [-128, 127]> : tile<2xi8>
  global @flags <i1: [true, false, true, true]> : tile<4xi1>
  global constant @halves <f16: [0.5, -65504.0]> : tile<2xf16>
  global constant @tf <tf32: [1.5, -0.0]> : tile<2xtf32>
  global constant @e4m3 <f8E4M3FN: [448.0, -0.001953125]> : tile<2xf8E4M3FN>
  global constant @wide alignment = 4096 <f64: [0.1]> : tile<1xf64>
  global constant @twelve alignment = 12 <i16: [7, 9]> : tile<2xi16>
  global @counter <i32: [0]> : tile<1xi32>
  global constant @nibbles <f4E2M1FN: [1.0, -0.5, 6.0, 0.0, -6.0, 0.5, 3.0, -0.0]>
      : tile<8xf4E2M1FN>
  testing$func @read_back() -> (tile<4xi32>, tile<2xi8>, tile<4xi1>, tile<2xf16>, tile<2xtf32>,
                                tile<2xf8E4M3FN>, tile<f64>, tile<2xi16>) {
    %i4 = iota : tile<4xi32>
    %i2 = iota : tile<2xi32>
    %g0 = get_global @lut : tile<ptr<i32>>
    %g0r = reshape %g0 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %g0b = broadcast %g0r : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %p0 = offset %g0b, %i4 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %v0, %t0 = load_ptr_tko weak %p0 : tile<4xptr<i32>> -> tile<4xi32>, token
    %g1 = get_global @bytes : tile<ptr<i8>>
    %g1r = reshape %g1 : tile<ptr<i8>> -> tile<1xptr<i8>>
    %g1b = broadcast %g1r : tile<1xptr<i8>> -> tile<2xptr<i8>>
    %p1 = offset %g1b, %i2 : tile<2xptr<i8>>, tile<2xi32> -> tile<2xptr<i8>>
    %v1, %t1 = load_ptr_tko weak %p1 : tile<2xptr<i8>> -> tile<2xi8>, token
    %g2 = get_global @flags : tile<ptr<i1>>
    %g2r = reshape %g2 : tile<ptr<i1>> -> tile<1xptr<i1>>
    %g2b = broadcast %g2r : tile<1xptr<i1>> -> tile<4xptr<i1>>
    %p2 = offset %g2b, %i4 : tile<4xptr<i1>>, tile<4xi32> -> tile<4xptr<i1>>
    %v2, %t2 = load_ptr_tko weak %p2 : tile<4xptr<i1>> -> tile<4xi1>, token
    %g3 = get_global @halves : tile<ptr<f16>>
    %g3r = reshape %g3 : tile<ptr<f16>> -> tile<1xptr<f16>>
    %g3b = broadcast %g3r : tile<1xptr<f16>> -> tile<2xptr<f16>>
    %p3 = offset %g3b, %i2 : tile<2xptr<f16>>, tile<2xi32> -> tile<2xptr<f16>>
    %v3, %t3 = load_ptr_tko weak %p3 : tile<2xptr<f16>> -> tile<2xf16>, token
    %g4 = get_global @tf : tile<ptr<tf32>>
    %g4r = reshape %g4 : tile<ptr<tf32>> -> tile<1xptr<tf32>>
    %g4b = broadcast %g4r : tile<1xptr<tf32>> -> tile<2xptr<tf32>>
    %p4 = offset %g4b, %i2 : tile<2xptr<tf32>>, tile<2xi32> -> tile<2xptr<tf32>>
    %v4, %t4 = load_ptr_tko weak %p4 : tile<2xptr<tf32>> -> tile<2xtf32>, token
    %g5 = get_global @e4m3 : tile<ptr<f8E4M3FN>>
    %g5r = reshape %g5 : tile<ptr<f8E4M3FN>> -> tile<1xptr<f8E4M3FN>>
    %g5b = broadcast %g5r : tile<1xptr<f8E4M3FN>> -> tile<2xptr<f8E4M3FN>>
    %p5 = offset %g5b, %i2 : tile<2xptr<f8E4M3FN>>, tile<2xi32> -> tile<2xptr<f8E4M3FN>>
    %v5, %t5 = load_ptr_tko weak %p5 : tile<2xptr<f8E4M3FN>> -> tile<2xf8E4M3FN>, token
    %g6 = get_global @wide : tile<ptr<f64>>
    %v6, %t6 = load_ptr_tko weak %g6 : tile<ptr<f64>> -> tile<f64>, token
    %g7 = get_global @twelve : tile<ptr<i16>>
    %g7r = reshape %g7 : tile<ptr<i16>> -> tile<1xptr<i16>>
    %g7b = broadcast %g7r : tile<1xptr<i16>> -> tile<2xptr<i16>>
    %p7 = offset %g7b, %i2 : tile<2xptr<i16>>, tile<2xi32> -> tile<2xptr<i16>>
    %v7, %t7 = load_ptr_tko weak %p7 : tile<2xptr<i16>> -> tile<2xi16>, token
    return %v0, %v1, %v2, %v3, %v4, %v5, %v6, %v7
        : tile<4xi32>, tile<2xi8>, tile<4xi1>, tile<2xf16>, tile<2xtf32>, tile<2xf8E4M3FN>,
          tile<f64>, tile<2xi16>
  }
}
