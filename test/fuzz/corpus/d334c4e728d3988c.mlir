#file = #cuda_tile.di_file<"kernel.py" in "/home/user">
// expected-error @below {{'di_loc' scope must be a di_subprogram or a di_lexical_block, got #cuda_tile.di_file<"kernel.py" in "/home/user">}}
#loc1 = #cuda_tile.di_loc<loc("kernel.py":7:8) in #file>
