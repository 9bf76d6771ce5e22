cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<64xf32, strides=[1]>) {
    // expected-error @below {{'cuda_tile.make_strided_view' op result #0 must be strided_view}}
    %pv = make_strided_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
    return
  }
}
