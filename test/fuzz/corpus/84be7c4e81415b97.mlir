// expected-error @below {{'tile' of f4E2M1FN must have rank >= 1 and an even dimension}}
"test.use"() : () -> !cuda_tile.tile<1x1xf4E2M1FN>
