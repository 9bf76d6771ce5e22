// expected-error @below {{'ptr' pointee must be a number type (i1, i8, i16, i32, i64, f16, bf16, f32, tf32, f64, f8E4M3FN, f8E5M2, f8E8M0FNU, f4E2M1FN), got 'i4'}}
"test.use"() : () -> !cuda_tile.ptr<i4>
