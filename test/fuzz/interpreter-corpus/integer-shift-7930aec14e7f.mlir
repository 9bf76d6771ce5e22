cuda_tile.module @m {
  testing$func @shifts_i8() -> (tile<4xi8>, tile<4xi8>, tile<4xi8>) {
    %a = constant <i8: [1, 1, -1, 3]> : tile<4xi8>
    %b = constant <i8: [0, 7, 4, 6]> : tile<4xi8>
    %l = shli %a, %b : tile<4xi8>
    %x = constant <i8: [-128, -128, 127, -1]> : tile<4xi8>
    %y = constant <i8: [1, 7, 3, 7]> : tile<4xi8>
    %s = shri %x, %y signed : tile<4xi8>
    %u = shri %x, %y unsigned : tile<4xi8>
    return %l, %s, %u : tile<4xi8>, tile<4xi8>, tile<4xi8>
  }
  testing$func @shifts_wide() -> (tile<2xi64>, tile<2xi64>, tile<2xi64>, tile<2xi1>, tile<2xi1>) {
    %one = constant <i64: [1, 1]> : tile<2xi64>
    %n = constant <i64: [63, 1]> : tile<2xi64>
    %l = shli %one, %n : tile<2xi64>
    %min = constant <i64: -9223372036854775808> : tile<2xi64>
    %s = shri %min, %n signed : tile<2xi64>
    %u = shri %min, %n unsigned : tile<2xi64>
    %t = constant <i1: [true, false]> : tile<2xi1>
    %z = constant <i1: false> : tile<2xi1>
    %tl = shli %t, %z : tile<2xi1>
    %tr = shri %t, %z signed : tile<2xi1>
    return %l, %s, %u, %tl, %tr : tile<2xi64>, tile<2xi64>, tile<2xi64>, tile<2xi1>, tile<2xi1>
  }
  testing$func @shli_promises_hold() -> (tile<2xi8>, tile<2xi8>) {
    %a = constant <i8: [-1, -3]> : tile<2xi8>
    %b = constant <i8: [7, 5]> : tile<2xi8>
    %s = shli %a, %b overflow<no_signed_wrap> : tile<2xi8>
    %c = constant <i8: [64, 15]> : tile<2xi8>
    %d = constant <i8: [1, 4]> : tile<2xi8>
    %u = shli %c, %d overflow<no_unsigned_wrap> : tile<2xi8>
    return %s, %u : tile<2xi8>, tile<2xi8>
  }
  testing$func @shli_too_far() -> tile<4xi32> {
    %a = constant <i32: 1> : tile<4xi32>
    %b = constant <i32: [0, 31, 32, 33]> : tile<4xi32>
    %r = shli %a, %b : tile<4xi32>
    return %r : tile<4xi32>
  }
  testing$func @shri_negative_amount() -> tile<2xi8> {
    %a = constant <i8: 100> : tile<2xi8>
    %b = constant <i8: [7, -1]> : tile<2xi8>
    %r = shri %a, %b signed : tile<2xi8>
    return %r : tile<2xi8>
  }
  testing$func @shri_i1() -> tile<2xi1> {
    %a = constant <i1: true> : tile<2xi1>
    %b = constant <i1: [false, true]> : tile<2xi1>
    %r = shri %a, %b unsigned : tile<2xi1>
    return %r : tile<2xi1>
  }
  testing$func @shli_nsw() -> tile<2xi8> {
    %a = constant <i8: [1, 64]> : tile<2xi8>
    %b = constant <i8: 1> : tile<2xi8>
    %r = shli %a, %b overflow<no_signed_wrap> : tile<2xi8>
    return %r : tile<2xi8>
  }
  testing$func @shli_nsw_same_sign() -> tile<2xi8> {
    %a = constant <i8: [80, 1]> : tile<2xi8>
    %b = constant <i8: 2> : tile<2xi8>
    %r = shli %a, %b overflow<no_signed_wrap> : tile<2xi8>
    return %r : tile<2xi8>
  }
  testing$func @shli_nuw() -> tile<2xi8> {
    %a = constant <i8: [64, -1]> : tile<2xi8>
    %b = constant <i8: 1> : tile<2xi8>
    %r = shli %a, %b overflow<no_unsigned_wrap> : tile<2xi8>
    return %r : tile<2xi8>
  }
  testing$func @too_far_unchecked() -> (tile<2xi32>, tile<2xi32>, tile<2xi32>) {
    %a = constant <i32: [-5, 5]> : tile<2xi32>
    %b = constant <i32: [32, 40]> : tile<2xi32>
    %l = shli %a, %b : tile<2xi32>
    %s = shri %a, %b signed : tile<2xi32>
    %u = shri %a, %b unsigned : tile<2xi32>
    return %l, %s, %u : tile<2xi32>, tile<2xi32>, tile<2xi32>
  }
}
