cuda_tile.module @m {
  testing$func @f(%a: tile<8xi16>) {
    // expected-error @below {{'cuda_tile.assume' op 'bounded' lower bound -32769 is outside the signed range [-32768, 32767] of 'i16'}}
    %r = assume bounded<-32769, ?>, %a : tile<8xi16>
    return
  }
}
