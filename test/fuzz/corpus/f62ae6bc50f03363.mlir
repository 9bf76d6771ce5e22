cuda_tile.module @m {
  testing$func @f(%x: tile<8xf16>) {
    // expected-error @below {{'cuda_tile.exti' op source element type must be an integer type (i1, i4, i8, i16, i32, i64), got 'f16'}}
    %0 = exti %x signed : tile<8xf16> -> tile<8xi32>
    return
  }
}
