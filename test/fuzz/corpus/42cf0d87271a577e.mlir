cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<64xf32, strides=[1]>) {
    // expected-error @below {{'cuda_tile.make_partition_view' op operand type '!cuda_tile.tensor_view<64xf32, strides=[1]>' must equal the tensor_view of the result type, '!cuda_tile.tensor_view<32xf32, strides=[1]>'}}
    %pv = "cuda_tile.make_partition_view"(%tv) : (!cuda_tile.tensor_view<64xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>
    return
  }
}
