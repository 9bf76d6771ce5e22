cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xf16>, %b: tile<32x16xi8>, %c: tile<16x16xi32>) {
    // expected-error @below {{'cuda_tile.mmai' op operand #0 must be tile of i1, i8, i16, i32 or i64, but got '!cuda_tile.tile<16x32xf16>'}}
    %0 = mmai %a, %b, %c signed signed : tile<16x32xf16>, tile<32x16xi8>, tile<16x16xi32>
    return
  }
}
