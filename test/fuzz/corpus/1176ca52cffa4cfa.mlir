cuda_tile.module @m {
  testing$func @f(%x: tile<8xi8>) {
    // expected-error @below {{unknown overflow promise 'nsw'}}
    %0 = trunci %x overflow<nsw> : tile<8xi8> -> tile<8xi4>
    return
  }
}
