cuda_tile.module @m {
  testing$func @f(%x: tile<8xi8>) {
    // expected-error @below {{expected 'signed' or 'unsigned'}}
    %0 = exti %x : tile<8xi8> -> tile<8xi32>
    return
  }
}
