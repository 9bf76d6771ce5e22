cuda_tile.module @m {
  entry @k(%b: tile<ptr<f16>>, %m: tile<i64>) {
    // expected-error @below {{dynamic sizes or strides need their type written before the result type}}
    %tv = make_tensor_view %b, shape = [%m, 64], strides = [64, 1] : tensor_view<?x64xf16, strides=[64,1]>
  }
}
