cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{literal element type must be an integer (i1, i8, i16, i32, i64) or a float type, got 'i4'}}
    %c = constant <i4: 1> : tile<2xi4>
    return
  }
}
