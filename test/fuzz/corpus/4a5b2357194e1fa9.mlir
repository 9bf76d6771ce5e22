cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.andi' op operand #0 must be tile of i1, i8, i16, i32 or i64, but got '!cuda_tile.tile<4xf32>'}}
    %0 = andi %a, %a : tile<4xf32>
    return
  }
}
