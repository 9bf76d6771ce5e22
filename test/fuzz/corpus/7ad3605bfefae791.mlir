cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xi8>, %b: tile<32x16xi8>, %c: tile<16x16xi32>) {
    // expected-error @below {{custom op 'cuda_tile.mmai' expected 'signed' or 'unsigned'}}
    %0 = mmai %a, %b, %c signed : tile<16x32xi8>, tile<32x16xi8>, tile<16x16xi32>
    return
  }
}
