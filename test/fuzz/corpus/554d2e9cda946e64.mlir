// expected-error @below {{'cuda_tile.return' op must be inside an 'entry' or a 'testing$func'}}
cuda_tile.return
