cuda_tile.module @m {
  testing$func @f(%a: tile<4xfnv8E5M3FNU>) -> tile<4xfnv8E5M3FNU> {
    %s = addf %a, %a : tile<4xfnv8E5M3FNU>
    return %s : tile<4xfnv8E5M3FNU>
  }
}
