// Debug-info scopes agree with the code, checked per module (CudaTileDebugScopes.h). Each error
// stands at the module (or the lone testing$func) and names the operation, its source position
// and both scopes.
// RUN: tilec-opt -split-input-file -verify-diagnostics %s
// Without -verify-diagnostics the message is not followed by a dump of the whole module.
// RUN: not tilec-opt -split-input-file %s 2>&1 | FileCheck %s --check-prefix=PLAIN
// PLAIN: error: 'cuda_tile.entry' @k at kernel.py:1:1 has debug scope di_subprogram "vadd"
// PLAIN-NOT: see current operation

#file = #cuda_tile.di_file<"kernel.py" in "/home/user">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "vadd", linkageName = "vadd_impl", compileUnit = #cu>
// expected-error @below {{'cuda_tile.entry' @k at kernel.py:1:1 has debug scope di_subprogram "vadd" with linkageName "vadd_impl", but a function's di_subprogram must have the function's name "k" as its linkageName}}
cuda_tile.module @m {
  entry @k() {
    return
  } loc(#cuda_tile.di_loc<loc("kernel.py":1:1) in #sp>)
}

// -----

#file = #cuda_tile.di_file<"kernel.py" in "/home/user">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "k", linkageName = "k", compileUnit = #cu>
#blk = #cuda_tile.di_lexical_block<scope = #sp, file = #file, line = 3, column = 4>
// expected-error @below {{'cuda_tile.entry' @k at kernel.py:3:5 has debug scope di_lexical_block at kernel.py:3:4 in di_subprogram "k" with linkageName "k", but the scope of a function must be its di_subprogram}}
cuda_tile.module @m {
  entry @k() {
    return
  } loc(#cuda_tile.di_loc<loc("kernel.py":3:5) in #blk>)
}

// -----

// An op with a scope in a function without one.
#file = #cuda_tile.di_file<"kernel.py" in "/home/user">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "k", linkageName = "k", compileUnit = #cu>
// expected-error @below {{'cuda_tile.assert' at kernel.py:9:2 has debug scope di_subprogram "k" with linkageName "k", but its function 'cuda_tile.entry' @k has no debug scope; operations have scopes only in functions that have one}}
cuda_tile.module @m {
  entry @k(%c: tile<i1>) {
    assert %c, "x" : tile<i1> loc(#cuda_tile.di_loc<loc("kernel.py":9:2) in #sp>)
    return
  }
}

// -----

// An op whose scope is another function's subprogram, directly or through lexical blocks; the
// op may be nested in regions.
#file = #cuda_tile.di_file<"kernel.py" in "/home/user">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "k", linkageName = "k", compileUnit = #cu>
#other = #cuda_tile.di_subprogram<file = #file, line = 20, name = "g", linkageName = "g", compileUnit = #cu>
#blk = #cuda_tile.di_lexical_block<scope = #other, file = #file, line = 21>
#inner = #cuda_tile.di_lexical_block<scope = #blk, file = #file, line = 22, column = 3>
// expected-error @below {{'cuda_tile.assert' at kernel.py:23:4 has debug scope di_lexical_block at kernel.py:22:3 in di_lexical_block at kernel.py:21 in di_subprogram "g" with linkageName "g", which is not inside the scope of its function 'cuda_tile.entry' @k, di_subprogram "k" with linkageName "k"}}
cuda_tile.module @m {
  entry @k(%c: tile<i1>) {
    if %c {
      assert %c, "x" : tile<i1> loc(#cuda_tile.di_loc<loc("kernel.py":23:4) in #inner>)
    }
    return
  } loc(#cuda_tile.di_loc<loc("kernel.py":1:1) in #sp>)
}

// -----

#file = #cuda_tile.di_file<"kernel.py" in "/home/user">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "t", linkageName = "t", compileUnit = #cu>
#other = #cuda_tile.di_subprogram<file = #file, line = 20, name = "g", linkageName = "g", compileUnit = #cu>
// The second function is checked too; a scope wrapped in a fused location still counts.
// expected-error @below {{'cuda_tile.return' at kernel.py:2:1 has debug scope di_subprogram "g" with linkageName "g", which is not inside the scope of its function 'cuda_tile.testing$func' @t, di_subprogram "t" with linkageName "t"}}
cuda_tile.module @m {
  entry @g() {
    return loc(#cuda_tile.di_loc<loc("kernel.py":21:1) in #other>)
  } loc(#cuda_tile.di_loc<loc("kernel.py":20:1) in #other>)
  testing$func @t() {
    return loc(fused[#cuda_tile.di_loc<loc("kernel.py":2:1) in #other>, "here.mlir":1:1])
  } loc(#cuda_tile.di_loc<loc("kernel.py":1:1) in #sp>)
}

// -----

#file = #cuda_tile.di_file<"kernel.py" in "/home/user">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "k", linkageName = "k", compileUnit = #cu>
// expected-error @below {{'cuda_tile.global' @g at kernel.py:5:1 has debug scope di_subprogram "k" with linkageName "k", but globals have no debug scope}}
cuda_tile.module @m {
  global @g <f32: 0.0> : tile<4xf32> loc(#cuda_tile.di_loc<loc("kernel.py":5:1) in #sp>)
}

// -----

// A testing$func outside any module is checked on its own; the error stands at it.
#file = #cuda_tile.di_file<"kernel.py" in "/home/user">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "k", linkageName = "k", compileUnit = #cu>
// expected-error @below {{'cuda_tile.return' at kernel.py:2:1 has debug scope di_subprogram "k" with linkageName "k", but its function 'cuda_tile.testing$func' @lone has no debug scope}}
cuda_tile.testing$func @lone() {
  return loc(#cuda_tile.di_loc<loc("kernel.py":2:1) in #sp>)
}

// -----

// Valid: scopes through nested lexical blocks, functions and globals without scopes.
#file = #cuda_tile.di_file<"kernel.py" in "/home/user">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "k", linkageName = "k", compileUnit = #cu>
#blk = #cuda_tile.di_lexical_block<scope = #sp, file = #file, line = 3>
#inner = #cuda_tile.di_lexical_block<scope = #blk, file = #file, line = 4>
cuda_tile.module @m {
  global @g <f32: 0.0> : tile<4xf32>
  entry @k(%c: tile<i1>) {
    assert %c, "x" : tile<i1> loc(#cuda_tile.di_loc<loc("kernel.py":2:1) in #sp>)
    if %c {
      assert %c, "y" : tile<i1> loc(#cuda_tile.di_loc<loc("kernel.py":4:1) in #inner>)
    } loc(#cuda_tile.di_loc<loc("kernel.py":3:1) in #blk>)
    // Ops without a scope are fine inside a function with one.
    assert %c, "z" : tile<i1>
    return
  } loc(#cuda_tile.di_loc<loc("kernel.py":1:1) in #sp>)
  entry @plain() {
    return
  }
}
