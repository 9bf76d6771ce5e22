cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{literal element type must be an integer (i1, i8, i16, i32, i64) or a float type, got '!cuda_tile.ptr<f32>'}}
    %c = constant <ptr<f32>: 0> : tile<2xptr<f32>>
    return
  }
}
