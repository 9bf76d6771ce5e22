#file = #cuda_tile.di_file<"kernel.py" in "/home/user">
#cu = #cuda_tile.di_compile_unit<file = #file>
// expected-error @below {{struct is missing required parameter: line}}
#sp = #cuda_tile.di_subprogram<file = #file, name = "f", linkageName = "f", compileUnit = #cu>
