cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) -> tile<4xfnv8E5M3FNU> {
    %s = itof %a signed : tile<4xi32> -> tile<4xfnv8E5M3FNU>
    return %s : tile<4xfnv8E5M3FNU>
  }
}
