// Index operands are tile<i32>; only the generic form can give them another type.
cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %i: tile<i64>) {
    // expected-error @below {{'cuda_tile.extract' op operand #1 must be variadic of tile<i32>, but got '!cuda_tile.tile<i64>'}}
    %s = "cuda_tile.extract"(%x, %i) : (!cuda_tile.tile<8xf32>, !cuda_tile.tile<i64>) -> !cuda_tile.tile<4xf32>
    return
  }
}
