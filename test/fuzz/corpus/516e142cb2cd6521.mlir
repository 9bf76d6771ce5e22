cuda_tile.module @m {
  entry @k(%b: tile<ptr<f16>>, %m: tile<i64>) {
    // expected-error @below {{'strides' entry #0 is a value but the result type has 64}}
    %tv = make_tensor_view %b, shape = [%m, 64], strides = [%m, 1] : tile<i64> -> tensor_view<?x64xf16, strides=[64,1]>
  }
}
