cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.global' op value elements must be integers (i1, i8, i16, i32, i64) or floats, got 'i4'}}
  "cuda_tile.global"() <{sym_name = "g", value = dense<[1, 2]> : tensor<2xi4>}> : () -> ()
}
