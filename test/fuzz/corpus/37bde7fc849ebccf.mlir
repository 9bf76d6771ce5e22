cuda_tile.module @m {
  entry @k(%b: tile<ptr<f16>>) {
    // expected-error @below {{'strides' has 1 entries but the result type has rank 2}}
    %tv = make_tensor_view %b, shape = [16, 64], strides = [1] : tensor_view<16x64xf16, strides=[64,1]>
  }
}
