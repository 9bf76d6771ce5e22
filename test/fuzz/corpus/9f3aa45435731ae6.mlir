cuda_tile.module @m {
  entry @k(%b: tile<ptr<f16>>) {
    // expected-error @below {{'cuda_tile.make_tensor_view' op expected 1 dynamic size values (one per '?' in the result shape), got 0}}
    %tv = "cuda_tile.make_tensor_view"(%b) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tensor_view<?xf16, strides=[1]>
  }
}
