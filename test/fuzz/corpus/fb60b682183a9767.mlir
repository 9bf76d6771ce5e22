cuda_tile.module @m {
  testing$func @f() {
    %c = constant <fnv8E5M3FNU: [1.0, -1.0]> : tile<2xfnv8E5M3FNU>
    return
  }
}
