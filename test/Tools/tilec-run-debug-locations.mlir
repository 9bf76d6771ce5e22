// Kernels whose ops carry debug-info locations (#cuda_tile.di_loc, as cuTile producers write
// them) compile and run: the compiled code keeps only the file positions inside them, which the
// translation to LLVM IR understands. Run-time errors still name the op's source position.
// RUN: tilec run %s --entry f | FileCheck %s
// CHECK: result #0: tile<4xf32> = [2, 2, 2, 2]
// RUN: not tilec run %s --entry fails 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: kernel.py:9:3: assert failed

#file = #cuda_tile.di_file<"kernel.py" in "/home/user">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "f", linkageName = "f", compileUnit = #cu, scopeLine = 2>
#sp2 = #cuda_tile.di_subprogram<file = #file, line = 8, name = "fails", linkageName = "fails", compileUnit = #cu, scopeLine = 9>
#loc0 = #cuda_tile.di_loc<loc("kernel.py":1:1) in #sp>
#loc1 = #cuda_tile.di_loc<loc("kernel.py":2:5) in #sp>
#loc2 = #cuda_tile.di_loc<loc("kernel.py":8:1) in #sp2>
#loc3 = #cuda_tile.di_loc<loc("kernel.py":9:3) in #sp2>
cuda_tile.module @m {
  testing$func @f() -> tile<4xf32> {
    %a = constant <f32: 1.0> : tile<4xf32> loc(#loc1)
    %b = addf %a, %a : tile<4xf32> loc(#loc1)
    return %b : tile<4xf32> loc(#loc1)
  } loc(#loc0)

  testing$func @fails() {
    %c = constant <i1: false> : tile<i1> loc(#loc3)
    assert %c, "boom" : tile<i1> loc(#loc3)
    return loc(#loc3)
  } loc(#loc2)
}
