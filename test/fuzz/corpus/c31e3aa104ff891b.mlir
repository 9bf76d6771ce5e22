cuda_tile.module @m {
  entry @k(%b: tile<ptr<f16>>, %s: tile<i32>) {
    // expected-error @below {{'cuda_tile.make_tensor_view' op expected 0 dynamic stride values (one per '?' in the result strides), got 1}}
    %tv = "cuda_tile.make_tensor_view"(%b, %s) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<16xf16, strides=[1]>
  }
}
