cuda_tile.module @m {
  testing$func @wide(%p: tile<ptr<i64>>, %o: tile<i64>) -> tile<2xptr<i64>> {
    %p1 = reshape %p : tile<ptr<i64>> -> tile<1xptr<i64>>
    %p2 = broadcast %p1 : tile<1xptr<i64>> -> tile<2xptr<i64>>
    %o1 = reshape %o : tile<i64> -> tile<1xi64>
    %zero = constant <i64: [0]> : tile<1xi64>
    %o2 = cat %zero, %o1 dim = 0 : tile<1xi64>, tile<1xi64> -> tile<2xi64>
    %r = offset %p2, %o2 : tile<2xptr<i64>>, tile<2xi64> -> tile<2xptr<i64>>
    return %r : tile<2xptr<i64>>
  }
  testing$func @bytes(%p: tile<ptr<i8>>, %o: tile<i64>) -> tile<ptr<i8>> {
    %r = offset %p, %o : tile<ptr<i8>>, tile<i64> -> tile<ptr<i8>>
    return %r : tile<ptr<i8>>
  }
  testing$func @twice(%p: tile<ptr<i8>>, %o: tile<i64>) -> tile<ptr<i8>> {
    %once = offset %p, %o : tile<ptr<i8>>, tile<i64> -> tile<ptr<i8>>
    %twice = offset %once, %o : tile<ptr<i8>>, tile<i64> -> tile<ptr<i8>>
    return %twice : tile<ptr<i8>>
  }
}
