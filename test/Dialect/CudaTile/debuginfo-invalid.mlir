// Rules on debug-info attributes.
// RUN: tilec-opt -split-input-file -verify-diagnostics %s

#file = #cuda_tile.di_file<"kernel.py" in "/home/user">
// expected-error @below {{'di_lexical_block' scope must be a di_subprogram or a di_lexical_block, got #cuda_tile.di_file<"kernel.py" in "/home/user">}}
#blk = #cuda_tile.di_lexical_block<scope = #file, file = #file, line = 3>

// -----

#file = #cuda_tile.di_file<"kernel.py" in "/home/user">
// expected-error @below {{'di_loc' scope must be a di_subprogram or a di_lexical_block, got #cuda_tile.di_file<"kernel.py" in "/home/user">}}
#loc1 = #cuda_tile.di_loc<loc("kernel.py":7:8) in #file>

// -----

#file = #cuda_tile.di_file<"kernel.py" in "/home/user">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "f", linkageName = "f", compileUnit = #cu>
// The source position is a file:line:column location.
// expected-error @below {{invalid kind of attribute specified}}
#loc1 = #cuda_tile.di_loc<loc(unknown) in #sp>

// -----

#file = #cuda_tile.di_file<"kernel.py" in "/home/user">
#cu = #cuda_tile.di_compile_unit<file = #file>
// expected-error @below {{struct is missing required parameter: line}}
#sp = #cuda_tile.di_subprogram<file = #file, name = "f", linkageName = "f", compileUnit = #cu>

// -----

// expected-error @below {{expected 'in'}}
#file = #cuda_tile.di_file<"kernel.py", "/home/user">
