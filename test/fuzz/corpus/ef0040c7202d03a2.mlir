cuda_tile.module @m {
  testing$func @f(%t: tile<8xf8E5M2>) {
    // expected-error @below {{'cuda_tile.cmpf' op operand #0 must be tile of f16, bf16, f32 or f64, but got '!cuda_tile.tile<8xf8E5M2>'}}
    %0 = cmpf equal ordered %t, %t : tile<8xf8E5M2> -> tile<8xi1>
    return
  }
}
