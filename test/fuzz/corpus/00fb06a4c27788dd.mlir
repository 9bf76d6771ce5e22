// absf has no modifiers.
cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<8xf32>) {
    // expected-error @below {{expected ':'}}
    %0 = absf %x flush_to_zero : tile<8xf32>
    return
  }
}
