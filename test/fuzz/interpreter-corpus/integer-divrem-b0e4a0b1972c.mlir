cuda_tile.module @m {
  testing$func @remi_by_zero() -> tile<4xi8> {
    %a = constant <i8: 5> : tile<4xi8>
    %b = constant <i8: [1, 2, 3, 0]> : tile<4xi8>
    %r = remi %a, %b unsigned : tile<4xi8>
    return %r : tile<4xi8>
  }
  testing$func @remi_min_by_minus_one() -> tile<2xi64> {
    %a = constant <i64: -9223372036854775808> : tile<2xi64>
    %b = constant <i64: [1, -1]> : tile<2xi64>
    %r = remi %a, %b signed : tile<2xi64>
    return %r : tile<2xi64>
  }
  testing$func @undefined_unchecked() -> (tile<2xi32>, tile<2xi32>) {
    %a = constant <i32: -2147483648> : tile<2xi32>
    %b = constant <i32: [0, -1]> : tile<2xi32>
    %q = divi %a, %b signed : tile<2xi32>
    %r = remi %a, %b signed : tile<2xi32>
    return %q, %r : tile<2xi32>, tile<2xi32>
  }
}
