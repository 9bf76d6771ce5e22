#file = #cuda_tile.di_file<"kernel.py" in "/home/user">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "k", linkageName = "k", compileUnit = #cu>
#blk = #cuda_tile.di_lexical_block<scope = #sp, file = #file, line = 3>
cuda_tile.module @m {
  global @g <f32: 0.0> : tile<4xf32> loc(#cuda_tile.di_loc<loc("kernel.py":5:1) in #sp>)
  entry @k(%c: tile<i1>) {
    assert %c, "x" : tile<i1> loc(fused[#cuda_tile.di_loc<loc("kernel.py":2:1) in #blk>, "a.mlir":1:1])
    return
  } loc(#cuda_tile.di_loc<loc("kernel.py":1:1) in #blk>)
  testing$func @j() {
    return loc(#cuda_tile.di_loc<loc("kernel.py":2:1) in #sp>)
  }
}
