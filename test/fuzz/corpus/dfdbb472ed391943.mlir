cuda_tile.module @m {
  entry @k(%b: tile<ptr<f16>>, %m: tile<i64>, %s: tile<i32>) {
    // expected-error @below {{'cuda_tile.make_tensor_view' op dynamic sizes and strides must all have the same type: dynamic size or stride #1 is '!cuda_tile.tile<i32>' but dynamic size or stride #0 is '!cuda_tile.tile<i64>'}}
    %tv = "cuda_tile.make_tensor_view"(%b, %m, %s) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<i64>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?xf16, strides=[?]>
  }
}
