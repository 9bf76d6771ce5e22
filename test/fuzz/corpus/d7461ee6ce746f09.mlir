cuda_tile.module @m {
  entry @k(%b: tile<ptr<f16>>) {
    // expected-error @below {{no size or stride is dynamic, so no index type may be written before '->'}}
    %tv = make_tensor_view %b, shape = [16, 64], strides = [64, 1] : tile<i32> -> tensor_view<16x64xf16, strides=[64,1]>
  }
}
