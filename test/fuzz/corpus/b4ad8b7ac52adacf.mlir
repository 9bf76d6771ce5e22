cuda_tile.module @m {
  // expected-note @below {{see existing symbol definition here}}
  entry @k() {
  }
  // expected-error @below {{redefinition of symbol named 'k'}}
  entry @k() {
  }
}
