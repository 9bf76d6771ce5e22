// Debug-info attributes and di_loc locations parse and print back, through aliases.
// RUN: tilec-opt --mlir-print-debuginfo %s | FileCheck %s
// RUN: tilec-opt --mlir-print-debuginfo %s | tilec-opt --mlir-print-debuginfo | FileCheck %s
// RUN: tilec-opt --mlir-print-debuginfo -mlir-print-op-generic %s | tilec-opt --mlir-print-debuginfo | FileCheck %s
// Without debug info the locations are simply not printed.
// RUN: tilec-opt %s | FileCheck %s --check-prefix=NODEBUG

#file = #cuda_tile.di_file<"kernel.py" in "/home/user">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "vadd", linkageName = "vadd_impl", compileUnit = #cu, scopeLine = 2>
#sp_short = #cuda_tile.di_subprogram<file = #file, line = 20, name = "g", linkageName = "g", compileUnit = #cu>
#blk = #cuda_tile.di_lexical_block<scope = #sp, file = #file, line = 3, column = 4>
#inner = #cuda_tile.di_lexical_block<scope = #blk, file = #file, line = 5>
#loc1 = #cuda_tile.di_loc<loc("kernel.py":7:8) in #sp>
#loc2 = #cuda_tile.di_loc<loc("kernel.py":9:2) in #inner>
#loc3 = #cuda_tile.di_loc<loc("kernel.py":21:1) in #sp_short>

// CHECK-LABEL: entry @vadd_impl
// CHECK: assert %{{.*}}, "x" : tile<i1> loc(#[[L1:loc[0-9]*]])
// CHECK: if %{{.*}} {
// CHECK-NEXT: assert %{{.*}}, "y" : tile<i1> loc(#[[L2:loc[0-9]*]])
// CHECK-NEXT: } loc(#[[L4:loc[0-9]*]])
// CHECK-LABEL: testing$func @g
// CHECK: return loc(#[[L3:loc[0-9]*]])
// CHECK-DAG: #[[FILE:di_file[0-9]*]] = #cuda_tile.di_file<"kernel.py" in "/home/user">
// CHECK-DAG: #[[CU:di_compile_unit[0-9]*]] = #cuda_tile.di_compile_unit<file = #[[FILE]]>
// CHECK-DAG: #[[SP:di_subprogram[0-9]*]] = #cuda_tile.di_subprogram<file = #[[FILE]], line = 1, name = "vadd", linkageName = "vadd_impl", compileUnit = #[[CU]], scopeLine = 2>
// CHECK-DAG: #[[SP2:di_subprogram[0-9]*]] = #cuda_tile.di_subprogram<file = #[[FILE]], line = 20, name = "g", linkageName = "g", compileUnit = #[[CU]]>
// CHECK-DAG: #[[BLK:di_lexical_block[0-9]*]] = #cuda_tile.di_lexical_block<scope = #[[SP]], file = #[[FILE]], line = 3, column = 4>
// CHECK-DAG: #[[INNER:di_lexical_block[0-9]*]] = #cuda_tile.di_lexical_block<scope = #[[BLK]], file = #[[FILE]], line = 5>
// CHECK-DAG: #[[L1]] = #cuda_tile.di_loc<loc("kernel.py":7:8) in #[[SP]]>
// CHECK-DAG: #[[L2]] = #cuda_tile.di_loc<loc("kernel.py":9:2) in #[[INNER]]>
// CHECK-DAG: #[[L3]] = #cuda_tile.di_loc<loc("kernel.py":21:1) in #[[SP2]]>
// CHECK-DAG: #[[L4]] = #cuda_tile.di_loc<loc("kernel.py":8:1) in #[[SP]]>

// NODEBUG-NOT: loc(
// NODEBUG-NOT: di_
// Each function's di_subprogram has the function's name as its linkageName, and the scopes of
// the ops in it lead to that subprogram (CudaTileDebugScopes.h).
cuda_tile.module @m {
  entry @vadd_impl(%c: tile<i1>) {
    assert %c, "x" : tile<i1> loc(#loc1)
    if %c {
      assert %c, "y" : tile<i1> loc(#loc2)
    } loc(#cuda_tile.di_loc<loc("kernel.py":8:1) in #sp>)
    return
  } loc(#loc1)
  testing$func @g() {
    return loc(#loc3)
  } loc(#loc3)
}
