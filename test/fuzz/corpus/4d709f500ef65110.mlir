// expected-error @below {{expected 'in'}}
#file = #cuda_tile.di_file<"kernel.py", "/home/user">
