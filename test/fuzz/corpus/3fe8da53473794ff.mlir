cuda_tile.module @m {
  testing$func @f(%a: tile<8xi8>) {
    // expected-error @below {{'cuda_tile.assume' op 'bounded' upper bound 128 is outside the signed range [-128, 127] of 'i8'}}
    %r = assume bounded<0, 128>, %a : tile<8xi8>
    return
  }
}
