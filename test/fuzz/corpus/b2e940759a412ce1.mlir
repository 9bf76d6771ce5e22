cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{hexadecimal float literal should not have a leading minus}}
    %c = constant <f32: -0x3F800000> : tile<2xf32>
    return
  }
}
