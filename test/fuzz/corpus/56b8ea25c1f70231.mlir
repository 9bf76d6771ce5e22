// mmai: i8 inputs, i32 accumulator and result, MxK · KxN + MxN, optionally batched.
cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xi16>, %b: tile<32x16xi8>, %c: tile<16x16xi32>) {
    // expected-error @below {{'cuda_tile.mmai' op lhs must be a tile of i8, got '!cuda_tile.tile<16x32xi16>'}}
    %0 = mmai %a, %b, %c signed signed : tile<16x32xi16>, tile<32x16xi8>, tile<16x16xi32>
    return
  }
}
