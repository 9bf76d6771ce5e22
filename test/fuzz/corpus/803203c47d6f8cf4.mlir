// expected-error @below {{unknown padding_value 'one': expected zero, neg_zero, nan, pos_inf or neg_inf}}
"test.use"() : () -> !cuda_tile.partition_view<tile=(4), padding_value = one, tensor_view<8xf32, strides=[1]>>
