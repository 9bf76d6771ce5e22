cuda_tile.module @m {
  testing$func @f() {
    %c = constant <fnv8E5M3FNU: 114688.0000001> : tile<2xfnv8E5M3FNU>
    return
  }
}
