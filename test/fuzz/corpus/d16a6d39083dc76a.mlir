cuda_tile.module @m {
  testing$func @f(%x: tile<4xi32>) -> tile<i32> {
    %r = reduce %x dim=0 identities=[5 : i91] : tile<4xi32> -> tile<i32>
      (%e: tile<i32>, %a: tile<i32>) {
        %s = addi %e, %a : tile<i32>
        yield %s : tile<i32>
      }
    return %r : tile<i32>
  }
}
