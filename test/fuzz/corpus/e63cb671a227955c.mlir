cuda_tile.module @m {
  entry @k(%b: tile<ptr<f16>>) {
    // expected-error @below {{expected a tensor_view result type, got '!cuda_tile.tile<f16>'}}
    %tv = make_tensor_view %b, shape = [], strides = [] : tile<f16>
  }
}
