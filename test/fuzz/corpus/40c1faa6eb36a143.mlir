cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'test.op' op is not a cuda_tile operation: a 'cuda_tile.module' holds only cuda_tile operations}}
    "test.op"() : () -> ()
  }
}
