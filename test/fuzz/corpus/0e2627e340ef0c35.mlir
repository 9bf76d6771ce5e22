cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>) {
    // expected-error @below {{'cuda_tile.bitcast' op source element type must be a number type (i1, i8, i16, i32, i64 or a float type; no pointers, no i4), got '!cuda_tile.ptr<f32>'}}
    %0 = bitcast %p : tile<8xptr<f32>> -> tile<8xi64>
    return
  }
}
