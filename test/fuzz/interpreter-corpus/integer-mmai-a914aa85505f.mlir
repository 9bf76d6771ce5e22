cuda_tile.module @m {
  testing$func @signedness() -> (tile<2x2xi32>, tile<2x2xi32>, tile<2x2xi32>, tile<2x2xi32>) {
    %a = constant <i8: [[1, 2, 3, 4], [-1, -2, -3, -4]]> : tile<2x4xi8>
    %b = constant <i8: [[1, 0], [0, 1], [1, 1], [-1, 2]]> : tile<4x2xi8>
    %c = constant <i32: [[100, 0], [0, -100]]> : tile<2x2xi32>
    %0 = mmai %a, %b, %c signed signed : tile<2x4xi8>, tile<4x2xi8>, tile<2x2xi32>
    %1 = mmai %a, %b, %c unsigned signed : tile<2x4xi8>, tile<4x2xi8>, tile<2x2xi32>
    %2 = mmai %a, %b, %c signed unsigned : tile<2x4xi8>, tile<4x2xi8>, tile<2x2xi32>
    %3 = mmai %a, %b, %c unsigned unsigned : tile<2x4xi8>, tile<4x2xi8>, tile<2x2xi32>
    return %0, %1, %2, %3 : tile<2x2xi32>, tile<2x2xi32>, tile<2x2xi32>, tile<2x2xi32>
  }
  testing$func @extremes() -> (tile<1x1xi32>, tile<1x1xi32>, tile<1x1xi32>, tile<1x1xi32>) {
    %a = constant <i8: -1> : tile<1x2xi8>
    %b = constant <i8: -1> : tile<2x1xi8>
    %c = constant <i32: 0> : tile<1x1xi32>
    %0 = mmai %a, %b, %c signed signed : tile<1x2xi8>, tile<2x1xi8>, tile<1x1xi32>
    %1 = mmai %a, %b, %c unsigned unsigned : tile<1x2xi8>, tile<2x1xi8>, tile<1x1xi32>
    %2 = mmai %a, %b, %c signed unsigned : tile<1x2xi8>, tile<2x1xi8>, tile<1x1xi32>
    %x = constant <i8: -128> : tile<1x2xi8>
    %y = constant <i8: -128> : tile<2x1xi8>
    %max = constant <i32: 2147483647> : tile<1x1xi32>
    %3 = mmai %x, %y, %max signed signed : tile<1x2xi8>, tile<2x1xi8>, tile<1x1xi32>
    return %0, %1, %2, %3 : tile<1x1xi32>, tile<1x1xi32>, tile<1x1xi32>, tile<1x1xi32>
  }
  testing$func @batched() -> (tile<2x1x1xi32>, tile<2x1x1xi32>) {
    %a = constant <i8: [[[1, 2]], [[-1, 5]]]> : tile<2x1x2xi8>
    %b = constant <i8: [[[3], [4]], [[6], [-7]]]> : tile<2x2x1xi8>
    %c = constant <i32: [[[10]], [[0]]]> : tile<2x1x1xi32>
    %0 = mmai %a, %b, %c signed signed : tile<2x1x2xi8>, tile<2x2x1xi8>, tile<2x1x1xi32>
    %1 = mmai %a, %b, %c unsigned signed : tile<2x1x2xi8>, tile<2x2x1xi8>, tile<2x1x1xi32>
    return %0, %1 : tile<2x1x1xi32>, tile<2x1x1xi32>
  }
  testing$func @large(%a: tile<256x256xi8>, %b: tile<256x256xi8>, %c: tile<256x256xi32>)
      -> tile<256x256xi32> {
    %d = mmai %a, %b, %c signed unsigned : tile<256x256xi8>, tile<256x256xi8>, tile<256x256xi32>
    return %d : tile<256x256xi32>
  }
}
