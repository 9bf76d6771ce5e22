// A decimal integer is not a float literal; hex integers are raw bit patterns.
cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{unexpected decimal integer literal for a floating point value}}
    // expected-note @below {{add a trailing dot to make the literal a float}}
    %c = constant <f32: 1> : tile<2xf32>
    return
  }
}
