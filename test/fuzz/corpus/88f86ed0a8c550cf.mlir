cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.cmpi' op operand #0 must be tile of i1, i8, i16, i32 or i64, but got '!cuda_tile.tile<4xf32>'}}
    %0 = cmpi equal %a, %a, signed : tile<4xf32> -> tile<4xi1>
    return
  }
}
