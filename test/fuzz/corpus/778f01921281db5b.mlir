cuda_tile.module @m {
  testing$func @f(%x: tile<8xi8>) {
    // expected-error @below {{'cuda_tile.bitcast' op result element type must be a number type (i1, i8, i16, i32, i64 or a float type; no pointers, no i4), got 'i4'}}
    %0 = bitcast %x : tile<8xi8> -> tile<8xi4>
    return
  }
}
