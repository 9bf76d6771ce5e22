// expected-error @below {{'tile' element type must be a number type, i4 or a pointer, got 'si32'}}
"test.use"() : () -> !cuda_tile.tile<4xsi32>
