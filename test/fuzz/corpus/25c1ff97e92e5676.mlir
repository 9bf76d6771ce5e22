cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{hexadecimal float constant out of range for type}}
    %c = constant <f4E2M1FN: 0x10> : tile<2xf4E2M1FN>
    return
  }
}
