cuda_tile.module @m {
  testing$func @f(%x: tile<8xi4>) {
    // expected-error @below {{'cuda_tile.itof' op source element type must be an integer type (i1, i8, i16, i32, i64), got 'i4'}}
    %0 = itof %x signed : tile<8xi4> -> tile<8xf32>
    return
  }
}
