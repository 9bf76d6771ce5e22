// maxi, mini and cmpi (tile-ir-ops.md §3.2): the signedness keyword chooses how the bits are
// ordered (i1 signed: true = -1 < false = 0, §2.3); equal/not_equal ignore it.
// RUN: tilec run %s --entry minmax | FileCheck %s --check-prefix=MINMAX
// RUN: tilec run %s --entry cmpi_signed | FileCheck %s --check-prefix=SIGNED
// RUN: tilec run %s --entry cmpi_unsigned | FileCheck %s --check-prefix=UNSIGNED
// RUN: tilec run %s --entry cmpi_wide | FileCheck %s --check-prefix=WIDE

cuda_tile.module @m {
  // Unsigned, -1 is 255 and -128 is 128.
  // MINMAX: result #0: tile<4xi8> = [1, 5, 127, 0]
  // MINMAX: result #1: tile<4xi8> = [-1, 3, -128, 0]
  // MINMAX: result #2: tile<4xi8> = [-1, 5, -128, 0]
  // MINMAX: result #3: tile<4xi8> = [1, 3, 127, 0]
  // i1 {true, false}: signed max is false (0 > -1), unsigned max is true.
  // MINMAX: result #4: tile<2xi1> = [false, true]
  // MINMAX: result #5: tile<2xi1> = [true, true]
  // i64 MIN vs 1: MIN is the smallest signed and 2^63 unsigned.
  // MINMAX: result #6: tile<2xi64> = [1, 1]
  // MINMAX: result #7: tile<2xi64> = [-9223372036854775808, -9223372036854775808]
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

  // a = [-1, 1, 5, -128], b = [1, -1, 5, 127] read signed.
  // SIGNED: result #0: tile<4xi1> = [false, false, true, false]
  // SIGNED: result #1: tile<4xi1> = [true, true, false, true]
  // SIGNED: result #2: tile<4xi1> = [true, false, false, true]
  // SIGNED: result #3: tile<4xi1> = [true, false, true, true]
  // SIGNED: result #4: tile<4xi1> = [false, true, false, false]
  // SIGNED: result #5: tile<4xi1> = [false, true, true, false]
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

  // The same bits read unsigned: a = [255, 1, 5, 128], b = [1, 255, 5, 127].
  // UNSIGNED: result #0: tile<4xi1> = [false, false, true, false]
  // UNSIGNED: result #1: tile<4xi1> = [true, true, false, true]
  // UNSIGNED: result #2: tile<4xi1> = [false, true, false, false]
  // UNSIGNED: result #3: tile<4xi1> = [false, true, true, false]
  // UNSIGNED: result #4: tile<4xi1> = [true, false, false, true]
  // UNSIGNED: result #5: tile<4xi1> = [true, false, true, true]
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

  // i1: true < false signed (-1 < 0), not unsigned. 2-D tiles keep their shape.
  // Signed <=: MIN <= 0, 0 > -1, 1 > 0, -1 <= 0.
  // WIDE: result #0: tile<2xi1> = [true, false]
  // WIDE: result #1: tile<2xi1> = [false, false]
  // WIDE: result #2: tile<2x2xi1> = {{\[}}[true, false],
  // WIDE-NEXT: [false, true]]
  // Unsigned: 2^63 >= 0, 0 < 2^64-1, 1 >= 0, 2^64-1 >= 0.
  // WIDE: result #3: tile<2x2xi1> = {{\[}}[true, false],
  // WIDE-NEXT: [true, true]]
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
