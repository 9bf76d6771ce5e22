cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{custom op 'cuda_tile.shri' expected 'signed' or 'unsigned', got 'signless'}}
    %0 = shri %a, %a signless : tile<4xi32>
    return
  }
}
