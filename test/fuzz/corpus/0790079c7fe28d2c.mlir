cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.ftoi' op result element type must be an integer type (i1, i8, i16, i32, i64), got 'f16'}}
    %0 = ftoi %x signed : tile<8xf32> -> tile<8xf16>
    return
  }
}
