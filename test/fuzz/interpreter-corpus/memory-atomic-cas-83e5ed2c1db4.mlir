cuda_tile.module @m {
  testing$func @past_end(%p: tile<ptr<i32>>) -> tile<2xi32> {
    %p1 = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %p2 = broadcast %p1 : tile<1xptr<i32>> -> tile<2xptr<i32>>
    %i2 = iota : tile<2xi32>
    %q = offset %p2, %i2 : tile<2xptr<i32>>, tile<2xi32> -> tile<2xptr<i32>>
    %cmp = constant <i32: [0, 0]> : tile<2xi32>
    %val = constant <i32: [3, 4]> : tile<2xi32>
    %o, %r0 = atomic_cas_tko relaxed device %q, %cmp, %val : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
    return %o : tile<2xi32>
  }
}
