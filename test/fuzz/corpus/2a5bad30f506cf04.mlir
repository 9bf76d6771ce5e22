// expected-error @below {{'partition_view' padding_value nan requires a floating-point element type, got 'i32' (only zero padding is allowed)}}
"test.use"() : () -> !cuda_tile.partition_view<tile=(4), padding_value = nan, tensor_view<8xi32, strides=[1]>>
