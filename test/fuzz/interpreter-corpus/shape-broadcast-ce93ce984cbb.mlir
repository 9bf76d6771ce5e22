cuda_tile.module @m {
  testing$func @rows_and_columns() -> (tile<2x4xi32>, tile<2x4xi32>, tile<2x2xi32>,
                                       tile<2x2xi32>) {
    %row = constant <i32: [[1, 2, 3, 4]]> : tile<1x4xi32>
    %col = constant <i32: [[5], [6]]> : tile<2x1xi32>
    %one = constant <i32: [[7]]> : tile<1x1xi32>
    %sq = constant <i32: [[1, 2], [3, 4]]> : tile<2x2xi32>
    %a = broadcast %row : tile<1x4xi32> -> tile<2x4xi32>
    %b = broadcast %col : tile<2x1xi32> -> tile<2x4xi32>
    %c = broadcast %one : tile<1x1xi32> -> tile<2x2xi32>
    %d = broadcast %sq : tile<2x2xi32> -> tile<2x2xi32>
    return %a, %b, %c, %d : tile<2x4xi32>, tile<2x4xi32>, tile<2x2xi32>, tile<2x2xi32>
  }
  testing$func @rank3() -> (tile<2x2x2xi16>, tile<2x2x2xi16>) {
    %x = constant <i16: [[[1, 2]], [[3, 4]]]> : tile<2x1x2xi16>
    %y = constant <i16: [[[8], [9]]]> : tile<1x2x1xi16>
    %a = broadcast %x : tile<2x1x2xi16> -> tile<2x2x2xi16>
    %b = broadcast %y : tile<1x2x1xi16> -> tile<2x2x2xi16>
    return %a, %b : tile<2x2x2xi16>, tile<2x2x2xi16>
  }
  testing$func @other_types() -> (tile<4xf32>, tile<2x2xf16>, tile<2x2xi1>, tile<4x2xi4>) {
    %z = constant <f32: [-0.0]> : tile<1xf32>
    %h = constant <f16: [[0x7E00, 1.5]]> : tile<1x2xf16>
    %c = constant <i1: [[true, false]]> : tile<1x2xi1>
    %byte = constant <i8: [0xF2]> : tile<1xi8>
    %nibbles = unpack %byte : tile<1xi8> -> tile<2xi4>
    %n = reshape %nibbles : tile<2xi4> -> tile<1x2xi4>
    %a = broadcast %z : tile<1xf32> -> tile<4xf32>
    %b = broadcast %h : tile<1x2xf16> -> tile<2x2xf16>
    %d = broadcast %c : tile<1x2xi1> -> tile<2x2xi1>
    %e = broadcast %n : tile<1x2xi4> -> tile<4x2xi4>
    return %a, %b, %d, %e : tile<4xf32>, tile<2x2xf16>, tile<2x2xi1>, tile<4x2xi4>
  }
}
