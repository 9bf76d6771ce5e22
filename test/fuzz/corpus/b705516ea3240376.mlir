cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) -> tile<4xfnv8E5M3FNU> {
    %s = ftof %a rounding<zero> : tile<4xf32> -> tile<4xfnv8E5M3FNU>
    return %s : tile<4xfnv8E5M3FNU>
  }
}
