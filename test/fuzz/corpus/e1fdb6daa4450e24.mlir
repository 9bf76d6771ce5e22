#file = #cuda_tile.di_file<"kernel.py" in "/home/user">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "f", linkageName = "f", compileUnit = #cu>
// The source position is a file:line:column location.
// expected-error @below {{invalid kind of attribute specified}}
#loc1 = #cuda_tile.di_loc<loc(unknown) in #sp>
