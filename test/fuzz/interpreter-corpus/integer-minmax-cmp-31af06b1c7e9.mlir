cuda_tile.module @m {
  testing$func @minmax() -> (tile<4xi8>, tile<4xi8>, tile<4xi8>, tile<4xi8>, tile<2xi1>,
                             tile<2xi1>, tile<2xi64>, tile<2xi64>) {
    %a = constant <i8: [-1, 5, -128, 0]> : tile<4xi8>
    %b = constant <i8: [1, 3, 127, 0]> : tile<4xi8>
    %0 = maxi %a, %b signed : tile<4xi8>
    %1 = mini %a, %b signed : tile<4xi8>
    %2 = maxi %a, %b unsigned : tile<4xi8>
    %3 = mini %a, %b unsigned : tile<4xi8>
    %t = constant <i1: [true, true]> : tile<2xi1>
    %f = constant <i1: [false, true]> : tile<2xi1>
    %4 = maxi %t, %f signed : tile<2xi1>
    %5 = maxi %t, %f unsigned : tile<2xi1>
    %m = constant <i64: [-9223372036854775808, 1]> : tile<2xi64>
    %o = constant <i64: [1, -9223372036854775808]> : tile<2xi64>
    %6 = maxi %m, %o signed : tile<2xi64>
    %7 = maxi %m, %o unsigned : tile<2xi64>
    return %0, %1, %2, %3, %4, %5, %6, %7 : tile<4xi8>, tile<4xi8>, tile<4xi8>, tile<4xi8>,
        tile<2xi1>, tile<2xi1>, tile<2xi64>, tile<2xi64>
  }
  testing$func @cmpi_signed() -> (tile<4xi1>, tile<4xi1>, tile<4xi1>, tile<4xi1>, tile<4xi1>,
                                  tile<4xi1>) {
    %a = constant <i8: [-1, 1, 5, -128]> : tile<4xi8>
    %b = constant <i8: [1, -1, 5, 127]> : tile<4xi8>
    %0 = cmpi equal %a, %b, signed : tile<4xi8> -> tile<4xi1>
    %1 = cmpi not_equal %a, %b, signed : tile<4xi8> -> tile<4xi1>
    %2 = cmpi less_than %a, %b, signed : tile<4xi8> -> tile<4xi1>
    %3 = cmpi less_than_or_equal %a, %b, signed : tile<4xi8> -> tile<4xi1>
    %4 = cmpi greater_than %a, %b, signed : tile<4xi8> -> tile<4xi1>
    %5 = cmpi greater_than_or_equal %a, %b, signed : tile<4xi8> -> tile<4xi1>
    return %0, %1, %2, %3, %4, %5
        : tile<4xi1>, tile<4xi1>, tile<4xi1>, tile<4xi1>, tile<4xi1>, tile<4xi1>
  }
  testing$func @cmpi_unsigned() -> (tile<4xi1>, tile<4xi1>, tile<4xi1>, tile<4xi1>, tile<4xi1>,
                                    tile<4xi1>) {
    %a = constant <i8: [-1, 1, 5, -128]> : tile<4xi8>
    %b = constant <i8: [1, -1, 5, 127]> : tile<4xi8>
    %0 = cmpi equal %a, %b, unsigned : tile<4xi8> -> tile<4xi1>
    %1 = cmpi not_equal %a, %b, unsigned : tile<4xi8> -> tile<4xi1>
    %2 = cmpi less_than %a, %b, unsigned : tile<4xi8> -> tile<4xi1>
    %3 = cmpi less_than_or_equal %a, %b, unsigned : tile<4xi8> -> tile<4xi1>
    %4 = cmpi greater_than %a, %b, unsigned : tile<4xi8> -> tile<4xi1>
    %5 = cmpi greater_than_or_equal %a, %b, unsigned : tile<4xi8> -> tile<4xi1>
    return %0, %1, %2, %3, %4, %5
        : tile<4xi1>, tile<4xi1>, tile<4xi1>, tile<4xi1>, tile<4xi1>, tile<4xi1>
  }
  testing$func @cmpi_wide() -> (tile<2xi1>, tile<2xi1>, tile<2x2xi1>, tile<2x2xi1>) {
    %t = constant <i1: [true, false]> : tile<2xi1>
    %f = constant <i1: false> : tile<2xi1>
    %0 = cmpi less_than %t, %f, signed : tile<2xi1> -> tile<2xi1>
    %1 = cmpi less_than %t, %f, unsigned : tile<2xi1> -> tile<2xi1>
    %a = constant <i64: [[-9223372036854775808, 0], [1, -1]]> : tile<2x2xi64>
    %z = constant <i64: [[0, -1], [0, 0]]> : tile<2x2xi64>
    %2 = cmpi less_than_or_equal %a, %z, signed : tile<2x2xi64> -> tile<2x2xi1>
    %3 = cmpi greater_than_or_equal %a, %z, unsigned : tile<2x2xi64> -> tile<2x2xi1>
    return %0, %1, %2, %3 : tile<2xi1>, tile<2xi1>, tile<2x2xi1>, tile<2x2xi1>
  }
}
