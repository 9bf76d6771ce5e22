// Debug-info attributes and di_loc locations parse and print back, through aliases.
// Without debug info the locations are simply not printed.

#file = #cuda_tile.di_file<"kernel.py" in "/home/user">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "vadd", linkageName = "vadd_impl", compileUnit = #cu, scopeLine = 2>
#sp_short = #cuda_tile.di_subprogram<file = #file, line = 20, name = "g", linkageName = "g", compileUnit = #cu>
#blk = #cuda_tile.di_lexical_block<scope = #sp, file = #file, line = 3, column = 4>
#inner = #cuda_tile.di_lexical_block<scope = #blk, file = #file, line = 5>
#loc1 = #cuda_tile.di_loc<loc("kernel.py":7:8) in #sp>
#loc2 = #cuda_tile.di_loc<loc("kernel.py":9:2) in #inner>
#loc3 = #cuda_tile.di_loc<loc("kernel.py":21:1) in #sp_short>


// NODEBUG-NOT: loc(
// NODEBUG-NOT: di_
cuda_tile.module @m {
  entry @k(%c: tile<i1>) {
    assert %c, "x" : tile<i1> loc(#loc1)
    if %c {
      assert %c, "y" : tile<i1> loc(#loc2)
    } loc(#cuda_tile.di_loc<loc("kernel.py":8:1) in #sp>)
    return loc(#loc3)
  } loc(#loc1)
}
