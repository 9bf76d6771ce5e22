// expected-error @below {{'ptr' pointee must not be a pointer: nested pointers are not supported}}
"test.use"() : () -> !cuda_tile.ptr<ptr<f32>>
