cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{hexadecimal float constant out of range for type}}
    %c = constant <f16: 0x10000> : tile<2xf16>
    return
  }
}
