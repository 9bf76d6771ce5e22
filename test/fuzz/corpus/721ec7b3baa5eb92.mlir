// expected-error @below {{'ptr' pointee must not be a pointer: nested pointers are not supported}}
"test.use"() : () -> !cuda_tile.tile<4xptr<!cuda_tile.ptr<i8>>>
