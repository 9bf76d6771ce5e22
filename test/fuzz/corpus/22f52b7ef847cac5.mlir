// One case per type rule; each error names the type and the rule it breaks.

// expected-error @below {{'tile' tile dimension #1 must be a positive power of two, got 6}}
"test.use"() : () -> !cuda_tile.tile<4x6xf32>
