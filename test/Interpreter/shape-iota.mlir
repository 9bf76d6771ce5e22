// iota: r[i] = i, read as unsigned, for every integer element type.
// RUN: tilec run %s --entry widths | FileCheck %s --check-prefix=WIDTHS
// RUN: tilec run %s --entry full_i8 | FileCheck %s --check-prefix=I8

cuda_tile.module @m {
  // WIDTHS: result #0: tile<8xi32> = [0, 1, 2, 3, 4, 5, 6, 7]
  // tile<2xi1> is the largest i1 iota (N <= 2^1); 1 prints as true.
  // WIDTHS: result #1: tile<2xi1> = [false, true]
  // WIDTHS: result #2: tile<4xi64> = [0, 1, 2, 3]
  // WIDTHS: result #3: tile<1xi16> = [0]
  testing$func @widths() -> (tile<8xi32>, tile<2xi1>, tile<4xi64>, tile<1xi16>) {
    %a = iota : tile<8xi32>
    %b = iota : tile<2xi1>
    %c = iota : tile<4xi64>
    %d = iota : tile<1xi16>
    return %a, %b, %c, %d : tile<8xi32>, tile<2xi1>, tile<4xi64>, tile<1xi16>
  }

  // tile<256xi8> holds 0..255; the printer reads i8 signed, so 128..255 show as -128..-1.
  // Slice 0 is 0..15, slice 8 is 128..143, slice 15 is 240..255.
  // I8: result #0: tile<16xi8> = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]
  // I8: result #1: tile<16xi8> = [-128, -127, -126, -125, -124, -123, -122, -121, -120, -119, -118, -117, -116, -115, -114, -113]
  // I8: result #2: tile<16xi8> = [-16, -15, -14, -13, -12, -11, -10, -9, -8, -7, -6, -5, -4, -3, -2, -1]
  testing$func @full_i8() -> (tile<16xi8>, tile<16xi8>, tile<16xi8>) {
    %i = iota : tile<256xi8>
    %c0 = constant <i32: 0> : tile<i32>
    %c8 = constant <i32: 8> : tile<i32>
    %c15 = constant <i32: 15> : tile<i32>
    %a = extract %i[%c0] : tile<256xi8> -> tile<16xi8>
    %b = extract %i[%c8] : tile<256xi8> -> tile<16xi8>
    %c = extract %i[%c15] : tile<256xi8> -> tile<16xi8>
    return %a, %b, %c : tile<16xi8>, tile<16xi8>, tile<16xi8>
  }
}
