// One case per verifier and parser rule of the view operations; each message names the rule.

// ==== make_tensor_view

cuda_tile.module @m {
  entry @k(%b: tile<ptr<f16>>, %m: tile<i64>) {
    // expected-error @below {{'shape' entry #1 is 32 but the result type has 64}}
    %tv = make_tensor_view %b, shape = [%m, 32], strides = [64, 1] : tile<i64> -> tensor_view<?x64xf16, strides=[64,1]>
  }
}
