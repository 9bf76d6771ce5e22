cuda_tile.module @m {
  testing$func @addi_nsw() -> tile<2xi8> {
    %a = constant <i8: [1, 127]> : tile<2xi8>
    %b = constant <i8: [1, 1]> : tile<2xi8>
    %r = addi %a, %b overflow<no_signed_wrap> : tile<2xi8>
    return %r : tile<2xi8>
  }
  testing$func @addi_nuw() -> tile<2xi8> {
    %a = constant <i8: [-1, 1]> : tile<2xi8>
    %b = constant <i8: [1, 1]> : tile<2xi8>
    %r = addi %a, %b overflow<no_unsigned_wrap> : tile<2xi8>
    return %r : tile<2xi8>
  }
  testing$func @addi_nw() -> tile<2xi8> {
    %a = constant <i8: [1, -1]> : tile<2xi8>
    %b = constant <i8: [1, 1]> : tile<2xi8>
    %r = addi %a, %b overflow<no_wrap> : tile<2xi8>
    return %r : tile<2xi8>
  }
  testing$func @addi_i1() -> tile<2xi1> {
    %a = constant <i1: [true, true]> : tile<2xi1>
    %b = constant <i1: [true, false]> : tile<2xi1>
    %r = addi %a, %b overflow<no_signed_wrap> : tile<2xi1>
    return %r : tile<2xi1>
  }
  testing$func @subi_nsw() -> tile<2xi32> {
    %a = constant <i32: [0, -2147483648]> : tile<2xi32>
    %b = constant <i32: [1, 1]> : tile<2xi32>
    %r = subi %a, %b overflow<no_signed_wrap> : tile<2xi32>
    return %r : tile<2xi32>
  }
  testing$func @subi_nuw() -> tile<2xi32> {
    %a = constant <i32: [5, 3]> : tile<2xi32>
    %b = constant <i32: [3, 5]> : tile<2xi32>
    %r = subi %a, %b overflow<no_unsigned_wrap> : tile<2xi32>
    return %r : tile<2xi32>
  }
  testing$func @muli_nsw() -> tile<2x2xi16> {
    %a = constant <i16: [[2, -181], [256, 0]]> : tile<2x2xi16>
    %b = constant <i16: [[3, 181], [128, 0]]> : tile<2x2xi16>
    %r = muli %a, %b overflow<no_signed_wrap> : tile<2x2xi16>
    return %r : tile<2x2xi16>
  }
  testing$func @muli_nuw() -> tile<i8> {
    %a = constant <i8: 16> : tile<i8>
    %r = muli %a, %a overflow<no_unsigned_wrap> : tile<i8>
    return %r : tile<i8>
  }
  testing$func @muli_i64() -> tile<2xi64> {
    %a = constant <i64: [3, 4294967296]> : tile<2xi64>
    %b = constant <i64: [3, 2147483648]> : tile<2xi64>
    %r = muli %a, %b overflow<no_wrap> : tile<2xi64>
    return %r : tile<2xi64>
  }
  testing$func @negi_nsw() -> tile<2xi8> {
    %a = constant <i8: [127, -128]> : tile<2xi8>
    %r = negi %a overflow<no_signed_wrap> : tile<2xi8>
    return %r : tile<2xi8>
  }
  testing$func @negi_nw() -> tile<2xi8> {
    %a = constant <i8: [0, 5]> : tile<2xi8>
    %r = negi %a overflow<no_wrap> : tile<2xi8>
    return %r : tile<2xi8>
  }
  testing$func @all_broken() -> (tile<2xi8>, tile<2xi32>, tile<2xi16>, tile<2xi8>, tile<2xi64>) {
    %a8 = constant <i8: [1, 127]> : tile<2xi8>
    %b8 = constant <i8: [1, 1]> : tile<2xi8>
    %0 = addi %a8, %b8 overflow<no_wrap> : tile<2xi8>
    %a32 = constant <i32: [0, -2147483648]> : tile<2xi32>
    %b32 = constant <i32: [1, 1]> : tile<2xi32>
    %1 = subi %a32, %b32 overflow<no_signed_wrap> : tile<2xi32>
    %a16 = constant <i16: [2, 256]> : tile<2xi16>
    %b16 = constant <i16: [3, 128]> : tile<2xi16>
    %2 = muli %a16, %b16 overflow<no_signed_wrap> : tile<2xi16>
    %n = constant <i8: [127, -128]> : tile<2xi8>
    %3 = negi %n overflow<no_signed_wrap> : tile<2xi8>
    %a64 = constant <i64: [3, 4294967296]> : tile<2xi64>
    %b64 = constant <i64: [3, 2147483648]> : tile<2xi64>
    %4 = muli %a64, %b64 overflow<no_wrap> : tile<2xi64>
    return %0, %1, %2, %3, %4 : tile<2xi8>, tile<2xi32>, tile<2xi16>, tile<2xi8>, tile<2xi64>
  }
}
