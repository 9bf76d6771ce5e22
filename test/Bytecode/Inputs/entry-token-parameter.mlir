// An entry with a token parameter: valid IR, but not expressible in bytecode (see invalid-inputs.mlir).
cuda_tile.module @m {
  entry @k(%a: tile<i32>, %t: token) {
    return
  }
}
