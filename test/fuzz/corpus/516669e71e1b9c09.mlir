cuda_tile.module @m {
  entry @k(%b: tile<ptr<f16>>, %m: tile<i64>) {
    // expected-error @below {{'shape' entry #0 is 16 but the result type has '?': a dynamic entry takes a value}}
    %tv = make_tensor_view %b, shape = [16, 64], strides = [64, 1] : tensor_view<?x64xf16, strides=[64,1]>
  }
}
