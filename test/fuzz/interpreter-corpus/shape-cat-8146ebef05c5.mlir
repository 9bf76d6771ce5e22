cuda_tile.module @m {
  testing$func @rank2() -> (tile<4x2xi32>, tile<2x4xi32>, tile<4xi32>) {
    %a = constant <i32: [[1, 2], [3, 4]]> : tile<2x2xi32>
    %b = constant <i32: [[5, 6], [7, 8]]> : tile<2x2xi32>
    %r0 = cat %a, %b dim = 0 : tile<2x2xi32>, tile<2x2xi32> -> tile<4x2xi32>
    %r1 = cat %a, %b dim = 1 : tile<2x2xi32>, tile<2x2xi32> -> tile<2x4xi32>
    %u = constant <i32: [1, 2]> : tile<2xi32>
    %v = constant <i32: [5, 6]> : tile<2xi32>
    %r2 = cat %u, %v dim = 0 : tile<2xi32>, tile<2xi32> -> tile<4xi32>
    return %r0, %r1, %r2 : tile<4x2xi32>, tile<2x4xi32>, tile<4xi32>
  }
  testing$func @rank3() -> (tile<2x2x2xi32>, tile<2x1x4xi32>, tile<4x1x2xi32>) {
    %a = constant <i32: [[[0, 1]], [[4, 5]]]> : tile<2x1x2xi32>
    %b = constant <i32: [[[10, 11]], [[14, 15]]]> : tile<2x1x2xi32>
    %r0 = cat %a, %b dim = 1 : tile<2x1x2xi32>, tile<2x1x2xi32> -> tile<2x2x2xi32>
    %r1 = cat %a, %b dim = 2 : tile<2x1x2xi32>, tile<2x1x2xi32> -> tile<2x1x4xi32>
    %r2 = cat %a, %b dim = 0 : tile<2x1x2xi32>, tile<2x1x2xi32> -> tile<4x1x2xi32>
    return %r0, %r1, %r2 : tile<2x2x2xi32>, tile<2x1x4xi32>, tile<4x1x2xi32>
  }
  testing$func @other_types() -> (tile<2xi1>, tile<2x2xf64>, tile<4xf4E2M1FN>) {
    %t = constant <i1: [true]> : tile<1xi1>
    %f = constant <i1: [false]> : tile<1xi1>
    %r0 = cat %t, %f dim = 0 : tile<1xi1>, tile<1xi1> -> tile<2xi1>
    %a = constant <f64: [[0.1], [0x7FF0000000000000]]> : tile<2x1xf64>
    %b = constant <f64: [[-0.0], [0.2]]> : tile<2x1xf64>
    %r1 = cat %a, %b dim = 1 : tile<2x1xf64>, tile<2x1xf64> -> tile<2x2xf64>
    %c = constant <f4E2M1FN: [1.5, -6.0]> : tile<2xf4E2M1FN>
    %d = constant <f4E2M1FN: [0.5, -0.0]> : tile<2xf4E2M1FN>
    %r2 = cat %c, %d dim = 0 : tile<2xf4E2M1FN>, tile<2xf4E2M1FN> -> tile<4xf4E2M1FN>
    return %r0, %r1, %r2 : tile<2xi1>, tile<2x2xf64>, tile<4xf4E2M1FN>
  }
}
