cuda_tile.module @m {
  entry @k(%b: tile<ptr<f32>>) {
    // expected-error @below {{'cuda_tile.make_tensor_view' op base must be '!cuda_tile.tile<ptr<f16>>' (a rank-0 tile of pointers to the tensor_view's element type), got '!cuda_tile.tile<ptr<f32>>'}}
    %tv = "cuda_tile.make_tensor_view"(%b) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<16xf16, strides=[1]>
  }
}
