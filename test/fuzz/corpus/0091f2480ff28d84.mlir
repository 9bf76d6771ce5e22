// expected-error @below {{'tile' tile has more than 16777216 (2^24) elements}}
"test.use"() : () -> !cuda_tile.tile<8192x4096xf32>
