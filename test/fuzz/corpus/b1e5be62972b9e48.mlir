cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{custom op 'cuda_tile.divi' expected 'signed' or 'unsigned', got 'rounding'}}
    %0 = divi %a, %a rounding<zero> : tile<4xi32>
    return
  }
}
