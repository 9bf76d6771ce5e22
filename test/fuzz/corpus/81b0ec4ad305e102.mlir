cuda_tile.module @m {
  testing$func @f(%a: tile<4xi16>) -> tile<4xfnv8E5M3FNU> {
    %s = bitcast %a : tile<4xi16> -> tile<4xfnv8E5M3FNU>
    return %s : tile<4xfnv8E5M3FNU>
  }
}
