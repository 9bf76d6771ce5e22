cuda_tile.module @m {
  testing$func @f(%a: tile<8xi32>) {
    // expected-error @below {{expected 'along'}}
    %r = assume div_by<4, every 2>, %a : tile<8xi32>
    return
  }
}
