cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %o: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.offset' op operand #1 must be tile of i1, i8, i16, i32 or i64, but got '!cuda_tile.tile<8xf32>'}}
    %q = offset %p, %o : tile<8xptr<f32>>, tile<8xf32> -> tile<8xptr<f32>>
    return
  }
}
