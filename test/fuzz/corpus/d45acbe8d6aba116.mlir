// expected-error @below {{'tile' tile dimension #0 must be a positive power of two, got 0}}
"test.use"() : () -> !cuda_tile.tile<0xf32>
