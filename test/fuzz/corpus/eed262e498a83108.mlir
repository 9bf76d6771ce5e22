// Rules on debug-info attributes.

#file = #cuda_tile.di_file<"kernel.py" in "/home/user">
// expected-error @below {{'di_lexical_block' scope must be a di_subprogram or a di_lexical_block, got #cuda_tile.di_file<"kernel.py" in "/home/user">}}
#blk = #cuda_tile.di_lexical_block<scope = #file, file = #file, line = 3>
